import { backOfficeGoldPaths } from '@kredo/contract/gold-back-office';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pathWith } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { aStaffSession } from '../../../test/fixtures';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { anOrder, deliveredCoin, failedSell } from '../testing/gold-fixtures';
import { gets, goldServer, posts, renderAs } from '../testing/gold-server';

const paid = anOrder();
const confirming = anOrder({
  orderId: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a44',
  status: 'CONFIRMING',
  customerName: 'Kiran Rao',
  vendorTxId: 'KRG-BUY-0004',
});
const verified = anOrder({
  orderId: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a45',
  status: 'VERIFIED',
  vendorTxId: 'KRG-BUY-0005',
  paidAt: null,
});
const refreshPath = pathWith(backOfficeGoldPaths.refreshOrder, { orderId: paid.orderId });

const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
const table = () => screen.getByRole('table', { name: 'Gold orders' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsOf(within(row).getAllByRole('cell')));
const askButton = (vendorTxId: string) =>
  screen.queryByRole('button', { name: `Ask the vendor now about the order ${vendorTxId}` });

describe('the gold orders', () => {
  it('opens on the orders awaiting the vendor, a choice before the states, with every column', async () => {
    const calls = goldServer({ orders: [paid, confirming, deliveredCoin, failedSell] });
    await renderAs('/gold');
    await screen.findByRole('table', { name: 'Gold orders' });

    expect(gets(calls, backOfficeGoldPaths.orders).map((call) => call.url)).toEqual([
      `${backOfficeGoldPaths.orders}?status=AWAITING_VENDOR`,
    ]);
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.value).toBe('AWAITING_VENDOR');
    expect([...state.options].map((option) => option.text)).toEqual([
      'Awaiting the vendor',
      'All states',
      'Verified',
      'Paid',
      'Confirming',
      'Succeeded',
      'Failed',
      'Expired',
    ]);
    expect(textsOf(within(table()).getAllByRole('columnheader'))).toEqual([
      'Created',
      'Customer',
      'Kind',
      'Gold',
      'Amount',
      'State',
      'Paid at',
      'Vendor checked at',
      'Failure reason',
      'Delivery stage',
      'Invoice number',
      'Action',
    ]);
    expect(rows()).toEqual([
      [
        formatDateTime(paid.createdAt),
        'Asha Verma',
        'Buy',
        '0.4567 g',
        '₹3,000.50',
        'Paid',
        formatDateTime(paid.paidAt!),
        '—',
        '—',
        '—',
        '—',
        'Ask the vendor now',
      ],
      [
        formatDateTime(confirming.createdAt),
        'Kiran Rao',
        'Buy',
        '0.4567 g',
        '₹3,000.50',
        'Confirming',
        formatDateTime(confirming.paidAt!),
        '—',
        '—',
        '—',
        '—',
        'Ask the vendor now',
      ],
    ]);
  });

  it('lists every state and kind when asked, with the failure, delivery stage and invoice', async () => {
    const calls = goldServer({ orders: [verified, deliveredCoin, failedSell] });
    await renderAs('/gold?status=all');
    await screen.findByRole('table', { name: 'Gold orders' });

    expect(rows()).toEqual([
      expect.arrayContaining(['Verified', 'Ask the vendor now']),
      [
        formatDateTime(deliveredCoin.createdAt),
        'Ravi Kumar',
        'Delivery',
        '1.0000 g',
        '₹450.00',
        'Succeeded',
        formatDateTime(deliveredCoin.paidAt!),
        formatDateTime(deliveredCoin.vendorCheckedAt!),
        '—',
        'In transit',
        'KR/GOLD/2026/000042',
        '',
      ],
      [
        formatDateTime(failedSell.createdAt),
        'Meena Iyer',
        'Sell',
        '0.2000 g',
        '₹1,300.00',
        'Failed',
        '—',
        '—',
        'The vendor could not complete it',
        '—',
        '—',
        '',
      ],
    ]);

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'SELL' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe(`${backOfficeGoldPaths.orders}?kind=SELL`);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe(`${backOfficeGoldPaths.orders}?status=FAILED&kind=SELL`);
    expect(rows()[0]?.[1]).toBe('Meena Iyer');
  });

  it('shows the loading bar until the orders arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const waiting = new Promise<Response>((resolve) => (answer = resolve));
    stubFetch(() => waiting);
    await renderAs('/gold');

    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeDefined();
    answer(Response.json({ orders: [paid], truncated: false }));
    await screen.findByRole('table', { name: 'Gold orders' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says when no order is awaiting the vendor, and when the server kept only the newest', async () => {
    goldServer({ truncated: true });
    await renderAs('/gold');

    expect(await screen.findByText('No order here')).toBeDefined();
    expect(screen.getByText(/Only the newest orders are shown/)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks the vendor about a paid order and shows its refreshed row, kept in view', async () => {
    const settled = { ...paid, status: 'SUCCESS' as const, vendorCheckedAt: '2026-11-29T04:40:00.000Z' };
    const calls = goldServer({
      orders: [paid, confirming],
      onPost: (call) => (call.path === refreshPath ? Response.json(settled) : undefined),
    });
    await renderAs('/gold');
    await screen.findByRole('table', { name: 'Gold orders' });
    expect(askButton(verified.vendorTxId)).toBeNull();

    fireEvent.click(askButton(paid.vendorTxId)!);
    expect(
      await screen.findByText('Asked the gateway and the vendor about Asha Verma’s buy: Succeeded.'),
    ).toBeDefined();
    expect(posts(calls)).toEqual([[refreshPath, undefined]]);
    expect(rows()[0]).toEqual([
      formatDateTime(paid.createdAt),
      'Asha Verma',
      'Buy',
      '0.4567 g',
      '₹3,000.50',
      'Succeeded',
      formatDateTime(paid.paidAt!),
      formatDateTime(settled.vendorCheckedAt),
      '—',
      '—',
      '—',
      '',
    ]);
    // Settled, it no longer awaits the vendor, yet the row the staff member asked about stays.
    expect(gets(calls, backOfficeGoldPaths.orders)).toHaveLength(1);
    expect(askButton(confirming.vendorTxId)).not.toBeNull();
  });

  it('shows the server’s refusal when the vendor does not answer, the row as it was', async () => {
    goldServer({
      orders: [paid],
      onPost: () => errorResponse(503, 'PROVIDER_UNAVAILABLE', 'The gold partner is not answering'),
    });
    await renderAs('/gold');
    await screen.findByRole('table', { name: 'Gold orders' });
    fireEvent.click(askButton(paid.vendorTxId)!);

    expect(await screen.findByText('The gold partner is not answering')).toBeDefined();
    expect(rows()[0]?.[5]).toBe('Paid');
    expect(askButton(paid.vendorTxId)).not.toBeNull();
  });

  it('offers staff who may not manage gold no asking the vendor', async () => {
    goldServer({ orders: [paid, confirming] });
    await renderAs('/gold', aStaffSession());
    await screen.findByRole('table', { name: 'Gold orders' });

    expect(askButton(paid.vendorTxId)).toBeNull();
    expect(within(table()).queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });
});
