import { goldPaths, type GoldPrice, type GoldTransaction, type VerifiedBuy } from '@kredo/contract/gold';
import { profilePaths } from '@kredo/contract/profile';
import { priceTrade } from '@kredo/domain/gold';
import { paise } from '@kredo/domain/money';
import type { Page } from 'playwright-core';

import { payByUpi } from '../money/loan-api.ts';
import { newBorrower, verifyMobile, type Borrower } from './borrowers.ts';
import { call, until } from './offer-borrowers.ts';

/**
 * The gold area's borrowers (spec 002), each a gold user made over the API the screens use: one
 * registered only (no PAN, no gold: the PAN modal); one whose PAN is verified and who bought gold
 * at the gateway (the locker, orders, delivery, and bank details for a sell); and one like it whose
 * sell account is verified by a penny drop ('Account to be credited'). A borrower who is not a
 * gold user is the gallery's applicant.
 */
export const goldVisitors = ['gold-registered', 'gold-holder', 'gold-seller'] as const;
export type GoldVisitor = (typeof goldVisitors)[number];
export const isGoldVisitor = (visitor: string): visitor is GoldVisitor =>
  (goldVisitors as readonly string[]).includes(visitor);

/** A gold borrower and the order their screens show (their buy; none for the registered one). */
export type GoldBorrower = Borrower & { goldOrderId: string };

const vendor = 'vendor=safegold';
const dob = '1992-08-21';
/** The sandbox bank's account that verifies in the holder's name (docs/providers.md). */
export const goldSellAccount = { number: '50100012344321', ifsc: 'HDFC0001234', bank: 'HDFC Bank' };

let lastStamp = 0;
/** Unique across the run's borrowers and the journeys sharing the server. */
function stamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

const letter = (n: number) => String.fromCharCode(65 + (n % 26));

/** A person's PAN (fourth letter P) no other account holds. */
function freshPan(n: number): string {
  const at = (power: number) => letter(Math.floor(n / 26 ** power));
  return `${at(0)}${at(1)}${at(2)}P${at(3)}${String(n % 10_000).padStart(4, '0')}${at(4)}`;
}

async function goldUser(baseUrl: string, name: string, withPan: boolean) {
  const borrower = await newBorrower(baseUrl, name);
  await verifyMobile(baseUrl, borrower);
  const n = stamp();
  const pan = freshPan(n);
  if (withPan)
    await call(baseUrl, borrower.token, profilePaths.applicationProfile, {
      method: 'POST',
      body: { profileData: { panNumber: pan, dob } },
    });
  const user = await call<{ vendor_id: string }>(baseUrl, borrower.token, `${goldPaths.users}?${vendor}`, {
    method: 'POST',
    body: {
      user_id: borrower.userId,
      user_info: {
        name,
        mobile: `6${String(n).slice(-9)}`,
        pin: '560001',
        email: 'gold.gallery@example.com',
      },
    },
  });
  if (withPan)
    await call(baseUrl, borrower.token, goldPaths.panVerification, {
      method: 'POST',
      body: { pan, dob: Date.parse(`${dob}T00:00:00+05:30`), user_id: borrower.userId },
    });
  return { ...borrower, vendorId: user.vendor_id, mobile: `6${String(n).slice(-9)}` };
}

type GoldUser = Awaited<ReturnType<typeof goldUser>>;

/** A buy of `rupees` at the quoted rate, paid at the gateway's page by UPI; answers it once the vendor has it. */
async function bought(baseUrl: string, user: GoldUser, rupees: number): Promise<string> {
  const price = await call<GoldPrice>(baseUrl, user.token, goldPaths.buyPrice);
  const trade = priceTrade('buy', { rupees: paise(rupees) }, paise(price.current_price));
  const order = await call<VerifiedBuy>(baseUrl, user.token, `${goldPaths.verifyPrice}?${vendor}`, {
    method: 'POST',
    body: {
      gold_info: { rate_id: price.rate_id, gold_amount: trade.gold, buy_price: trade.amount },
      user_info: { vendor_id: user.vendorId, user_id: user.userId },
    },
  });
  const link = await call<{ payment_url: string }>(baseUrl, user.token, goldPaths.paymentLink, {
    method: 'POST',
    body: {
      mobile: user.mobile,
      email: null,
      amount: order.buy_price,
      user_id: user.userId,
      txn_id: order.txn_id,
      vendor_id: user.vendorId,
      txn_type: 'BUY',
      vendor: 'safegold',
      name: user.name,
      platform: 'web',
    },
  });
  const paid = await payByUpi(baseUrl, new URL(link.payment_url, baseUrl).pathname, 'success@upi');
  if (paid.state !== 'accepted') throw new Error(`${user.name}: the gateway refused the gold payment`);
  await until('the gold bought', async () => {
    const status = await call<GoldTransaction>(
      baseUrl,
      user.token,
      `${goldPaths.orderStatus}?${vendor}&order_type=BUY&txn_id=${order.txn_id}`,
    );
    return status.status === 'SUCCESS' ? status : undefined;
  });
  return order.txn_id;
}

/** The sell account's penny drop, asked again until it answers. */
async function verifySellAccount(baseUrl: string, user: GoldUser): Promise<void> {
  const status = await until('the penny drop', async () => {
    const answer = await call<{ status: string | null }>(
      baseUrl,
      user.token,
      `${goldPaths.sellVerifyBankAccount}?${vendor}`,
      {
        method: 'POST',
        body: {
          account_number: goldSellAccount.number,
          ifsc: goldSellAccount.ifsc,
          beneficiary_name: user.name,
          bank_name: goldSellAccount.bank,
          user_id: user.userId,
        },
      },
    );
    return answer.status ?? undefined;
  });
  if (status !== 'SUCCESS') throw new Error(`${user.name}: the sell account's penny drop answered ${status}`);
}

export async function makeGoldVisitors(baseUrl: string): Promise<Record<GoldVisitor, GoldBorrower>> {
  const [registered, holder, seller] = await Promise.all([
    goldUser(baseUrl, 'Farah Khan', false),
    // Rs 15,000 of gold: a little over a gram at the sandbox's Rs 12,800 a gram, a 0.5 g coin for each language.
    goldUser(baseUrl, 'Neha Gupta', true).then(async (user) => ({
      ...user,
      goldOrderId: await bought(baseUrl, user, 15_000_00),
    })),
    goldUser(baseUrl, 'Rohan Mehta', true).then(async (user) => {
      const goldOrderId = await bought(baseUrl, user, 2_000_00);
      await verifySellAccount(baseUrl, user);
      return { ...user, goldOrderId };
    }),
  ]);
  return {
    'gold-registered': { ...registered, goldOrderId: '' },
    'gold-holder': holder,
    'gold-seller': seller,
  };
}

/**
 * A sell verified at the quoted rate, answered in the browser: gold bought today may be sold only
 * from the second day after it (the two-day rule), and the gallery's server must not move its
 * clock two days for the other screens' sake. The screens after it (confirm, bank details, the
 * account to be credited) are the sandbox's own.
 */
export async function answerSellVerify(page: Page): Promise<void> {
  await page.route(`**${goldPaths.sellVerifyPrice}?**`, async (route) => {
    const body = route.request().postDataJSON() as { gold_info: { gold_amount: number; sell_price: number } };
    // The order's time to be confirmed is the server's: its clock may run ahead of this one.
    const serverNow = Date.parse(
      (await fetch(new URL('/healthz', route.request().url()))).headers.get('date') ?? '',
    );
    await route.fulfill({
      json: {
        sell_price: body.gold_info.sell_price,
        gold_amount: body.gold_info.gold_amount,
        txn_id: crypto.randomUUID(),
        confirm_by: new Date((Number.isNaN(serverNow) ? Date.now() : serverNow) + 8 * 60_000).toISOString(),
      },
    });
  });
}
