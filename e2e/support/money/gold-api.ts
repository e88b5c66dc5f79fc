import { goldPaths, type GoldPrice, type GoldTransaction } from '@kredo/contract/gold';
import { priceTrade } from '@kredo/domain/gold';
import { goldUnits, paise } from '@kredo/domain/money';

import { sessionTokenOfDemoBorrower, subjectOf } from '../api-session.ts';
import { call, until } from '../gallery/offer-borrowers.ts';
import { demoBorrower } from '../sign-in.ts';
import { payByUpi } from './loan-api.ts';

/** The demo borrower as a gold customer over the API: token, user id and vendor id. */
export type GoldSession = { token: string; userId: string; vendorId: string };

/** An answer whatever its status: concurrent trades are refused as often as they pass. */
export async function attempt<T>(baseUrl: string, token: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Signs the demo borrower in and registers them for gold (once), their PAN verified. */
export async function goldSession(baseUrl: string): Promise<GoldSession> {
  const token = await sessionTokenOfDemoBorrower(baseUrl);
  const userId = subjectOf(token);
  const user = await call<{ vendor_id: string }>(baseUrl, token, `${goldPaths.users}?vendor=safegold`, {
    method: 'POST',
    body: {
      user_id: userId,
      user_info: { name: 'Asha Verma', mobile: demoBorrower.mobile, pin: '560001', email: '' },
    },
  });
  await call(baseUrl, token, goldPaths.panVerification, {
    method: 'POST',
    body: { pan: demoBorrower.pan, dob: Date.parse('1990-05-15T00:00:00+05:30'), user_id: userId },
  });
  return { token, userId, vendorId: user.vendor_id };
}

export const quote = (baseUrl: string, s: GoldSession, side: 'buy' | 'sell') =>
  call<GoldPrice>(baseUrl, s.token, side === 'buy' ? goldPaths.buyPrice : goldPaths.sellPrice);

/** A buy of `rupees` verified, its link made and paid by UPI; answers the order id, or the refusal. */
export async function buyAndPay(baseUrl: string, s: GoldSession, rupees: number, price: GoldPrice) {
  const trade = priceTrade('buy', { rupees: paise(rupees) }, paise(price.current_price));
  const verified = await attempt<{ txn_id: string; buy_price: number }>(
    baseUrl,
    s.token,
    `${goldPaths.verifyPrice}?vendor=safegold`,
    {
      gold_info: { rate_id: price.rate_id, gold_amount: trade.gold, buy_price: trade.amount },
      user_info: { vendor_id: s.vendorId, user_id: s.userId },
    },
  );
  if (verified.status !== 200) return { refused: verified.status };
  const order = verified.body;
  const link = await attempt<{ payment_url: string }>(baseUrl, s.token, goldPaths.paymentLink, {
    mobile: demoBorrower.mobile,
    amount: order.buy_price,
    user_id: s.userId,
    txn_id: order.txn_id,
    vendor_id: s.vendorId,
    txn_type: 'BUY',
    vendor: 'safegold',
    name: 'Asha Verma',
    platform: 'web',
  });
  if (link.status !== 200) return { orderId: order.txn_id, refused: link.status };
  const path = new URL(link.body.payment_url, baseUrl).pathname;
  await payByUpi(baseUrl, path, 'success@upi');
  return { orderId: order.txn_id };
}

/** A sell of `gold` units verified and confirmed to the verified account; answers the order id, or the refusal. */
export async function sell(
  baseUrl: string,
  s: GoldSession,
  gold: number,
  price: GoldPrice,
  accountNumber: string,
) {
  const trade = priceTrade('sell', { gold: goldUnits(gold) }, paise(price.current_price));
  const verified = await attempt<{ txn_id: string }>(
    baseUrl,
    s.token,
    `${goldPaths.sellVerifyPrice}?vendor=safegold`,
    {
      user_info: { vendor_id: s.vendorId, user_id: s.userId },
      gold_info: { rate_id: price.rate_id, gold_amount: trade.gold, sell_price: trade.amount },
    },
  );
  if (verified.status !== 200) return { refused: verified.status };
  const confirmed = await attempt<GoldTransaction>(baseUrl, s.token, `${goldPaths.sell}?vendor=safegold`, {
    account_number: accountNumber,
    ifsc: 'HDFC0001234',
    txn_id: verified.body.txn_id,
    customer_name: 'Asha Verma',
    vendor_id: s.vendorId,
    bank_name: 'HDFC Bank',
  });
  return confirmed.status === 200
    ? { orderId: verified.body.txn_id }
    : { orderId: verified.body.txn_id, refused: confirmed.status };
}

/** The sell account verified by a penny drop, asked until it answers. */
export async function verifiedAccount(baseUrl: string, s: GoldSession, accountNumber: string) {
  return until('the penny drop', async () => {
    const answer = await call<{ status: string | null }>(
      baseUrl,
      s.token,
      `${goldPaths.sellVerifyBankAccount}?vendor=safegold`,
      {
        method: 'POST',
        body: {
          account_number: accountNumber,
          ifsc: 'HDFC0001234',
          beneficiary_name: 'Asha Verma',
          bank_name: 'HDFC Bank',
        },
      },
    );
    return answer.status ?? undefined;
  });
}

export const orderOf = (baseUrl: string, s: GoldSession, orderId: string) =>
  call<GoldTransaction>(baseUrl, s.token, `${goldPaths.orderStatus}?vendor=safegold&txn_id=${orderId}`);

/** How many of the gold user's orders still wait on the vendor or a payment (every page read). */
export async function pendingOrderCount(baseUrl: string, s: GoldSession): Promise<number> {
  let pending = 0;
  for (let page = 1; ; page += 1) {
    const answer = await call<{ transactions: GoldTransaction[]; has_more: boolean }>(
      baseUrl,
      s.token,
      `${goldPaths.transactions}?vendor=safegold&vendor_id=${s.vendorId}&page=${page}`,
    );
    pending += answer.transactions.filter((transaction) => transaction.status === 'PENDING').length;
    if (!answer.has_more) return pending;
  }
}
