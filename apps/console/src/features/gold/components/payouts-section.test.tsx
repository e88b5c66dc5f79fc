import { backOfficeGoldPaths } from '@kredo/contract/gold-back-office';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '../../../lib/format';
import { errorResponse, stubFetch } from '../../../test/stub-fetch';
import { aPayout, failedRefund } from '../testing/gold-fixtures';
import { gets, goldServer, renderAs } from '../testing/gold-server';

const sale = aPayout();
const textsOf = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);

describe('the gold payouts', () => {
  it('lists the refunds and sale payouts, newest first, a failed one with why', async () => {
    const calls = goldServer({ payouts: [failedRefund, sale] });
    await renderAs('/gold?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Refunds and sale payouts' });

    expect(gets(calls, backOfficeGoldPaths.payouts)).toHaveLength(1);
    expect(gets(calls, backOfficeGoldPaths.orders)).toHaveLength(0);
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      'Created',
      'Purpose',
      'Customer',
      'Amount',
      'State',
      'Provider id',
      'UTR',
      'Paid at',
      'Why it failed',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => textsOf(within(row).getAllByRole('cell'))),
    ).toEqual([
      [
        formatDateTime(failedRefund.createdAt),
        'Refund',
        'Asha Verma',
        '₹3,000.50',
        'Failed',
        '—',
        '—',
        '—',
        'Beneficiary account closed',
      ],
      [
        formatDateTime(sale.createdAt),
        'Sale proceeds',
        'Meena Iyer',
        '₹1,300.00',
        'Paid',
        'pout_Q1w2E3r4',
        'UTR2026112700011',
        formatDateTime(sale.paidAt!),
        '—',
      ],
    ]);
  });

  it('shows the loading bar until the payouts arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const waiting = new Promise<Response>((resolve) => (answer = resolve));
    stubFetch(() => waiting);
    await renderAs('/gold?tab=payouts');

    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeDefined();
    answer(Response.json({ payouts: [] }));
    expect(await screen.findByText('No refund or sale payout yet')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says when there is none', async () => {
    goldServer();
    await renderAs('/gold?tab=payouts');

    expect(await screen.findByText('No refund or sale payout yet')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your role does not allow this action'));
    await renderAs('/gold?tab=payouts');

    expect(await screen.findByText('Your role does not allow this action')).toBeDefined();
  });
});
