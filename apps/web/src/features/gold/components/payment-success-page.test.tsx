// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { androidDevKeys } from '../../../lib/android-bridge-simulator';
import { renderApp } from '../../../test/render-app';
import { bridgeCalls, callsTo, goldServer, orderId, queryOf, transactionOf } from '../gold-test-kit';

const path = (prefix = '') =>
  `${prefix}/payment-success?product=EGOLD&transaction_id=${orderId}&txn_type=BUY`;

describe('the payment result (spec 002 §2, §8)', () => {
  it("asks for the order until it is paid: 'Payment Successful', 'View your order status' and 'View Order'", async () => {
    const server = goldServer({
      answers: {
        [goldPaths.orderStatus]: [
          transactionOf({ status: 'PENDING', paid: false }),
          transactionOf({ status: 'PENDING', paid: true }),
        ],
      },
    });
    await renderApp(path());
    expect(await screen.findByText('Please wait while we confirm your payment.')).toBeTruthy();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful' }, { timeout: 6_000 }),
    ).toBeTruthy();
    expect(screen.getByText('View your order status')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(
      `/gold/orderDetails?transaction_id=${orderId}&txn_type=BUY&paymentComplete=true`,
    );
    const calls = callsTo(server, goldPaths.orderStatus);
    expect(calls).toHaveLength(2);
    expect(queryOf(calls[0]!)).toEqual({ vendor: 'safegold', order_type: 'BUY', txn_id: orderId });
  });

  it("says 'Order Failed' and that the money comes back in 3-7 business days", async () => {
    goldServer({ answers: { [goldPaths.orderStatus]: transactionOf({ status: 'FAILED', paid: true }) } });
    await renderApp(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Failed' })).toBeTruthy();
    expect(
      screen.getByText('Any amount deducted from your bank account will be refunded in 3-7 business days'),
    ).toBeTruthy();
  });

  it("tells the Android app to clear its webview's history, and keeps the android segment", async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '210');
    const bridge = bridgeCalls();
    goldServer({ answers: { [goldPaths.orderStatus]: transactionOf() } });
    await renderApp(path('/android'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    await waitFor(() => expect(bridge).toContain('clearWebStack'));
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toMatch(
      /^\/android\/gold\/orderDetails\?/,
    );
  });

  it('shows Page not found for another product or no order', async () => {
    goldServer();
    await renderApp('/payment-success?product=EGOLD');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
