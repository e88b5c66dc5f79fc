// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  goldServer,
  orderId,
  queryOf,
  refusal,
  transactionOf,
  type GoldAnswers,
} from '../gold-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const details = (type = 'BUY') => `/gold/orderDetails?transaction_id=${orderId}&txn_type=${type}`;

async function atOrder(order = transactionOf(), answers: GoldAnswers = {}, summary = 'Your order') {
  const server = goldServer({ answers: { [goldPaths.transactionStatus]: order, ...answers } });
  await renderApp(details(order.type));
  await screen.findByRole('region', { name: summary });
  return server;
}

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe("'Order Status' (spec 002 §2, §8)", () => {
  it('leads to the orders list without an order in its query', async () => {
    goldServer({ answers: { [goldPaths.transactions]: { transactions: [], page: 1, has_more: false } } });
    await renderApp('/gold/orderDetails');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
  });

  it("shows a bought order: its id and date, what it cost, its gold and '24k 99.5% Purity', 'From' the vendor", async () => {
    const server = await atOrder();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Status' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText(`Order ID ${orderId}`)).toBeTruthy();
    expect(within(summary).getByText('29 Nov 2026, 12:00')).toBeTruthy();
    expect(within(summary).getByText('Gold bought for ₹999.97')).toBeTruthy();
    expect(within(summary).getByText('0.3287 g')).toBeTruthy();
    expect(within(summary).getByText('24k 99.5% Purity')).toBeTruthy();
    expect(screen.getByText('From')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'SafeGold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Status' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/gold');
    expect(queryOf(callsTo(server, goldPaths.transactionStatus)[0]!)).toEqual({
      vendor: 'safegold',
      txn_id: orderId,
    });
  });

  it('values an order without an amount at its quantity times its rate, to the paisa', async () => {
    await atOrder(transactionOf({ type: 'SELL', amount: 0, quantity: 1_000, rate: 286_320 }));
    expect(screen.getByText('Gold sold for ₹286.32')).toBeTruthy();
  });

  it("starts the invoice's download with 'Downloading' (dark), and says 'Please try again !' when no link comes", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = await atOrder(transactionOf(), {
      [goldPaths.invoice]: [
        { invoice_link: '/gateway/egold/invoices/abc.pdf?sig=1' },
        refusal(404, 'NOT_FOUND', 'x'),
      ],
    });
    await press('Download Invoice');
    const toast = await screen.findByText('Downloading');
    expect(toast.closest('[data-severity]')?.getAttribute('data-severity')).toBe('dark');
    expect(click).toHaveBeenCalledTimes(1);
    expect(queryOf(callsTo(server, goldPaths.invoice)[0]!)).toEqual({
      vendor: 'safegold',
      txn_id: orderId,
      lang: 'en',
    });
    await press('Download Invoice');
    expect(await screen.findByText('Please try again !')).toBeTruthy();
  });

  it("shows a delivery's status when asked: underscores as spaces, the courier's tracking id, the courier, the link", async () => {
    const server = await atOrder(
      transactionOf({
        type: 'DELIVER',
        product: { sku_number: 'SG24C0010', description: '1 gram 24K gold coin' },
      }),
      {
        [goldPaths.deliveryStatus]: {
          delivery_status: 'OUT_FOR_DELIVERY',
          courier_tracking_id: 'BD123456789IN',
          courier_company: 'BlueDart',
          tracking_link: 'https://courier.example/track/BD123456789IN',
        },
      },
    );
    expect(screen.getByText('1 gram 24K gold coin')).toBeTruthy();
    expect(callsTo(server, goldPaths.deliveryStatus)).toEqual([]);
    await press('View Status');
    const rows = within(await screen.findByRole('table', { name: 'Delivery status' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['StatusOUT FOR DELIVERY', 'Courier tracking IDBD123456789IN', 'CourierBlueDart']);
    expect(screen.getByRole('link', { name: 'Track your delivery' }).getAttribute('href')).toBe(
      'https://courier.example/track/BD123456789IN',
    );
  });

  it('asks again while the order is in progress, and shows a failed one with its reason and refund', async () => {
    const server = goldServer({
      answers: {
        [goldPaths.transactionStatus]: [
          transactionOf({ status: 'PENDING' }),
          transactionOf({
            status: 'FAILED',
            failure_reason:
              'Any amount deducted from your bank account will be refunded in 3-7 business days',
            refund: { status: 'PENDING', amount: 99_997 },
          }),
        ],
      },
    });
    await renderApp(`${details()}&paymentComplete=true`);
    expect(await screen.findByText('We have your payment. Your order is being completed.')).toBeTruthy();
    expect(
      await screen.findByText('A refund of ₹999.97 is on its way to your account.', undefined, {
        timeout: 6_000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
    await waitFor(() => expect(callsTo(server, goldPaths.transactionStatus)).toHaveLength(2));
  });

  it('is in Hindi when Hindi is chosen', async () => {
    await changeLanguage('hi');
    await atOrder(transactionOf(), {}, 'आपका ऑर्डर');
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर की स्थिति' })).toBeTruthy();
    expect(screen.getByText('24k 99.5% शुद्धता')).toBeTruthy();
  });
});
