// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  goldServer,
  goldUserOf,
  orderId,
  queryOf,
  refusal,
  transactionOf,
  userId,
  vendorId,
  verifiedSellOf,
  verifiedSeller,
  type GoldAnswers,
} from '../gold-test-kit';

async function atSell(user = verifiedSeller(), answers: GoldAnswers = {}) {
  const server = goldServer({ user, answers: { [goldPaths.sellVerifyPrice]: verifiedSellOf(), ...answers } });
  await renderApp('/gold/sellGold');
  await screen.findByRole('heading', { level: 1, name: 'Sell Gold' });
  await screen.findByRole('textbox', { name: 'Amount in ₹' });
  return server;
}

const type = async (label: string, text: string) => {
  await act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
  });
};
const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const fieldMessage = (label: string) =>
  document.getElementById(`${screen.getByRole('textbox', { name: label }).id}-helper`)?.textContent;

/** Sells Rs 100 of gold and continues from its confirm screen. */
async function sellAndContinue() {
  await type('Amount in ₹', '100');
  await press('Continue');
  await screen.findByRole('heading', { level: 1, name: 'Confirm Sale' });
  await press('Continue');
}

describe('Sell (spec 002 §2, §4, §5, §8)', () => {
  it('shows the sell rate, its timer and the gold held', async () => {
    await atSell();
    expect(screen.getByText('₹2,863.20/gm')).toBeTruthy();
    expect(screen.queryByText(/GST/)).toBeNull();
    expect(screen.getByText('You hold 1.2345 g of gold')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Price valid for 05:00');
  });

  it("refuses less than Re 1 ('Required min Rs.1'), more than 30 g, and more than the gold held", async () => {
    const server = await atSell(verifiedSeller({ gold_balance: 400_000 }), {
      [goldPaths.balance]: { gold_balance: 12_345, sellable_gold: 12_345 },
    });
    await type('Amount in ₹', '0.99');
    await press('Continue');
    expect(fieldMessage('Amount in ₹')).toBe('Required min Rs.1');
    await press('In grams');
    await type('Quantity in grams', '30.0001');
    await press('Continue');
    expect(fieldMessage('Quantity in grams')).toBe('Maximum 30(gm)s');
    await type('Quantity in grams', '1.2346');
    expect(fieldMessage('Quantity in grams')).toBe('Insufficient gold balance');
    expect(callsTo(server, goldPaths.sellVerifyPrice)).toEqual([]);
  });

  it('fixes the sell at the quoted rate and shows what it pays, with the timer', async () => {
    const server = await atSell();
    await type('Amount in ₹', '100');
    expect(screen.getByText('You sell 0.0349 g of 24k gold')).toBeTruthy();
    await press('Continue');
    await screen.findByRole('heading', { level: 1, name: 'Confirm Sale' });
    const [verify] = callsTo(server, goldPaths.sellVerifyPrice);
    expect(queryOf(verify!)).toEqual({ vendor: 'safegold' });
    expect(verify?.body).toEqual({
      user_info: { vendor_id: vendorId, user_id: userId },
      gold_info: { rate_id: 'rate-sell-1', gold_amount: 349, sell_price: 9_993 },
    });
    const rows = within(screen.getByRole('table', { name: 'Your sale' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Gold0.3493 g', 'Rate₹2,863.20/gm', 'You get₹1,000']);
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it("shows the two-day rule's words under the form, with no toast", async () => {
    const limit =
      'You can sell upto ₹500 worth of gold today, as a security measure sell transaction cannot be initiated within 2 days from date of purchase';
    await atSell(verifiedSeller(), { [goldPaths.sellVerifyPrice]: refusal(422, 'GOLD_SELL_LIMITED', limit) });
    await type('Amount in ₹', '600');
    await press('Continue');
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(document.querySelector('[data-severity]')).toBeNull();
  });

  it('asks for the PAN before a sell of Rs 100 or more when it is not verified', async () => {
    const server = await atSell(goldUserOf());
    await type('Amount in ₹', '100');
    await press('Continue');
    expect(await screen.findByRole('dialog', { name: 'Verify Pan Details' })).toBeTruthy();
    expect(callsTo(server, goldPaths.sellVerifyPrice)).toEqual([]);
  });

  it("toasts 'Something Went Wrong. Please Try Again!' when the sell fails without the server's words", async () => {
    await atSell(verifiedSeller(), { [goldPaths.sellVerifyPrice]: new Response('', { status: 502 }) });
    await type('Amount in ₹', '50');
    await press('Continue');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something Went Wrong. Please Try Again!',
    );
  });

  it("pays a verified account: 'Account to be credited', masked, then CONFIRM sells and says 'Order Successful'", async () => {
    const server = await atSell(verifiedSeller(), {
      [goldPaths.sell]: transactionOf({ type: 'SELL', status: 'PENDING', paid: false }),
    });
    await sellAndContinue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account to be credited' })).toBeTruthy();
    expect(screen.getByText('XXXXXX4321')).toBeTruthy();
    expect(screen.getByText('HDFC Bank')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@kredo.example' })).toBeTruthy();
    await press('CONFIRM');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Successful' })).toBeTruthy();
    expect(callsTo(server, goldPaths.sell)[0]?.body).toEqual({
      account_number: 'XXXXXX4321',
      ifsc: 'HDFC0001234',
      txn_id: orderId,
      customer_name: 'Asha Verma',
      vendor_id: vendorId,
      bank_name: 'HDFC Bank',
    });
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(
      `/gold/orderDetails?transaction_id=${orderId}&txn_type=SELL`,
    );
  });

  it("says 'Order Unsuccessful' and 'Please try again !' when the sell failed, with the way back", async () => {
    await atSell(verifiedSeller(), { [goldPaths.sell]: transactionOf({ type: 'SELL', status: 'FAILED' }) });
    await sellAndContinue();
    await screen.findByRole('heading', { level: 1, name: 'Account to be credited' });
    await press('CONFIRM');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Unsuccessful' })).toBeTruthy();
    expect(screen.getByText('Please try again !')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/gold');
  });

  it('asks for bank details when the borrower has no verified account whose name matches their PAN', async () => {
    const user = verifiedSeller();
    await atSell({ ...user, bankAccountDetails: { ...user.bankAccountDetails, panNameMatch: false } });
    await sellAndContinue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank Details' })).toBeTruthy();
  });

  it.each(['confirmSell', 'bankDetails', 'verified-bank-account'])(
    "says 'Transaction Cancelled' at /%s without the sell, and returns to Sell",
    async (screenPath) => {
      goldServer({ user: verifiedSeller() });
      await renderApp(`/gold/${screenPath}`);
      expect(await screen.findByText('Transaction Cancelled')).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sell Gold' })).toBeTruthy());
    },
  );
});
