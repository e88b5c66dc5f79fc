// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { androidDevKeys } from '../../../lib/android-bridge-simulator';
import { renderApp } from '../../../test/render-app';
import {
  bridgeCalls,
  callsTo,
  goldServer,
  orderId,
  refusal,
  stubLocation,
  userId,
  vendorId,
  verifiedBuyOf,
  verifiedSeller,
  type GoldAnswers,
} from '../gold-test-kit';

/** Buys Rs 1,000 of gold from the buy screen, as the borrower would reach the confirm screen. */
async function atConfirm(answers: GoldAnswers = {}, path = '/gold') {
  const server = goldServer({
    user: verifiedSeller(),
    answers: { [goldPaths.verifyPrice]: verifiedBuyOf(), ...answers },
  });
  await renderApp(path);
  const amount = await screen.findByRole('textbox', { name: 'Amount in ₹' });
  await act(async () => {
    fireEvent.change(amount, { target: { value: '1000' } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
  await screen.findByRole('heading', { level: 1, name: 'Confirm Purchase' });
  return server;
}

const makePayment = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Make Payment' }));
  });
};

describe("the buy's confirm screen (spec 002 §2, §4, §7)", () => {
  it("says 'Transaction Cancelled' and returns to Buy when opened without an order", async () => {
    goldServer({ user: verifiedSeller() });
    await renderApp('/gold/confirmBuy');
    expect(await screen.findByText('Transaction Cancelled')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Gold' })).toBeTruthy();
  });

  it("asks for the order's payment link and leaves for the gateway's page in this page's place", async () => {
    const replace = stubLocation();
    const server = await atConfirm({
      [goldPaths.paymentLink]: { payment_url: 'https://gateway.example/pay/l1' },
    });
    await makePayment();

    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://gateway.example/pay/l1'));
    expect(callsTo(server, goldPaths.paymentLink)[0]?.body).toEqual({
      mobile: '9876543210',
      email: 'asha@example.com',
      amount: 99_997,
      user_id: userId,
      txn_id: orderId,
      vendor_id: vendorId,
      txn_type: 'BUY',
      vendor: 'safegold',
      name: 'Asha Verma',
      platform: 'web',
      return_url: `http://localhost:8080/#/payment-success?product=EGOLD&transaction_id=${orderId}&txn_type=BUY`,
    });
  });

  it('inside the Android app hands the shell the token and its version first, and says the platform', async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '210');
    const bridge = bridgeCalls();
    const replace = stubLocation();
    const server = await atConfirm(
      { [goldPaths.paymentLink]: { payment_url: 'https://gateway.example/pay/l1' } },
      '/android/gold',
    );
    await makePayment();

    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(bridge).toContain('handOverToken(210)');
    expect(callsTo(server, goldPaths.paymentLink)[0]?.body).toMatchObject({
      platform: 'android',
      return_url: `http://localhost:8080/#/android/payment-success?product=EGOLD&transaction_id=${orderId}&txn_type=BUY`,
    });
  });

  it("says 'Gold price may change' and returns to Buy when the order's time ran out", async () => {
    await atConfirm({
      [goldPaths.paymentLink]: refusal(409, 'GOLD_QUOTE_EXPIRED', 'This price has expired.'),
    });
    await makePayment();
    expect(await screen.findByText('Gold price may change')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Gold' })).toBeTruthy();
  });

  it("shows 'Some error occurred!' when the link is not made and the server gave no words", async () => {
    await atConfirm({ [goldPaths.paymentLink]: new Response('', { status: 502 }) });
    await makePayment();
    expect((await screen.findByRole('alert')).textContent).toContain('Some error occurred!');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Purchase' })).toBeTruthy();
  });
});
