// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, goldServer, queryOf, transactionOf, vendorId } from '../gold-test-kit';

const sold = transactionOf({
  transaction_id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  type: 'SELL',
  status: 'PENDING',
  amount: 100_000,
  quantity: 3_493,
});
const delivered = transactionOf({
  transaction_id: '8b2d3f4a-5c6e-4f7a-9b0c-1d2e3f4a5b6c',
  type: 'DELIVER',
  amount: 45_000,
  quantity: 10_000,
});

describe('Orders (spec 002 §2, §7)', () => {
  it('lists the orders from page 1, a delivery among them, each opening its details; more on asking', async () => {
    const server = goldServer({
      answers: {
        [goldPaths.transactions]: [
          { transactions: [sold, delivered], page: 1, has_more: true },
          { transactions: [transactionOf()], page: 2, has_more: false },
        ],
      },
    });
    await renderApp('/gold/orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Gold sold for ₹1,0000.3493 g · In progress29 Nov 2026, 12:00',
      'Gold delivery for ₹4501.0000 g · Successful29 Nov 2026, 12:00',
    ]);
    expect(links[1]?.getAttribute('href')).toBe(
      `/gold/orderDetails?transaction_id=${delivered.transaction_id}&txn_type=DELIVER`,
    );
    expect(queryOf(callsTo(server, goldPaths.transactions)[0]!)).toEqual({
      vendor: 'safegold',
      vendor_id: vendorId,
      page: '1',
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    });
    expect(await within(list).findByText('Gold bought for ₹999.97')).toBeTruthy();
    expect(queryOf(callsTo(server, goldPaths.transactions)[1]!).page).toBe('2');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('says so when there are none', async () => {
    goldServer({ answers: { [goldPaths.transactions]: { transactions: [], page: 1, has_more: false } } });
    await renderApp('/gold/orders');
    expect(await screen.findByText('You have no gold orders yet.')).toBeTruthy();
  });
});
