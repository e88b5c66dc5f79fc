// What the gold area's tests share: a signed-in borrower who is a gold user (or not), factories
// with overrides for the gold calls' answers, and a server that answers them and records each call;
// session, cache and fetch end with the test.
import type {
  DeliveryProduct,
  GoldPrice,
  GoldTransaction,
  GoldUser,
  RedeemDetails,
  VerifiedBuy,
  VerifiedSell,
} from '@kredo/contract/gold';
import { goldPaths } from '@kredo/contract/gold';
import { onTestFinished, vi } from 'vitest';
import { androidBridgeEvent } from '../../lib/android-bridge-simulator';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch, type FetchCall } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '6d1e8c4a-2b7f-4e93-a0c5-9f3b1d7e2a48';
export const vendorId = 'SG-CUST-000123';
export const orderId = '3f6b2c9e-8a1d-4e7b-b5c0-1d2e3f4a5b6c';

/** Rs 2,953.63 a gram, the domain's worked example. */
export const buyRate = 295_363;
export const sellRate = 286_320;

export function goldUserOf(overrides: Partial<GoldUser> = {}): GoldUser {
  return {
    vendor_id: vendorId,
    user_id: userId,
    name: 'Asha Verma',
    mobile_no: '9876543210',
    email: 'asha@example.com',
    pin_code: '400001',
    panDetails: null,
    is_kyc_verified: false,
    gold_balance: 12_345,
    bankAccountDetails: { isPanVerified: false, panNameMatch: false, bankAccount: null },
    on_hold: false,
    ...overrides,
  };
}

/** A gold user whose PAN and bank account are verified and match. */
export const verifiedSeller = (overrides: Partial<GoldUser> = {}) =>
  goldUserOf({
    panDetails: { pan: 'ABCxxxxx4K' },
    bankAccountDetails: {
      isPanVerified: true,
      panNameMatch: true,
      bankAccount: {
        accountNumber: 'XXXXXX4321',
        ifsc: 'HDFC0001234',
        bankName: 'HDFC Bank',
        beneficiaryName: 'Asha Verma',
      },
    },
    ...overrides,
  });

export function priceOf(overrides: Partial<GoldPrice> = {}): GoldPrice {
  return {
    current_price: buyRate,
    applicable_tax: 300,
    rate_id: 'rate-buy-1',
    rate_validity: '2026-11-29T12:05:00.000Z',
    expires_in: 300,
    ...overrides,
  };
}

const later = () => new Date(Date.now() + 8 * 60_000).toISOString();

export function verifiedBuyOf(overrides: Partial<VerifiedBuy> = {}): VerifiedBuy {
  return {
    gold_amount: 3_287,
    gst_amount: 2_913,
    buy_price: 99_997,
    txn_id: orderId,
    pay_by: later(),
    ...overrides,
  };
}

export function verifiedSellOf(overrides: Partial<VerifiedSell> = {}): VerifiedSell {
  return { sell_price: 100_000, gold_amount: 3_493, txn_id: orderId, confirm_by: later(), ...overrides };
}

export function transactionOf(overrides: Partial<GoldTransaction> = {}): GoldTransaction {
  return {
    transaction_id: orderId,
    type: 'BUY',
    status: 'SUCCESS',
    txn_date: '2026-11-29',
    created_at: Date.UTC(2026, 10, 29, 6, 30),
    price: 99_997,
    amount: 99_997,
    gst_amount: 2_913,
    quantity: 3_287,
    gold_amount: 3_287,
    rate: buyRate,
    failure_reason: null,
    refund: null,
    invoice_available: true,
    paid: true,
    product: null,
    ...overrides,
  };
}

export function productOf(overrides: Partial<DeliveryProduct> = {}): DeliveryProduct {
  return {
    id: 'SGC1',
    sku_number: 'SG24C0010',
    description: '1 gram 24K gold coin',
    making_charges: 45_000,
    images: ['/api/dev/gold-vendor/images/SG24C0010.svg'],
    metal_weight: 10_000,
    purity: '24K 995',
    packaging_type: 'Tamper-proof blister pack',
    in_stock: true,
    refund_policy: 'Not returnable once delivered.',
    ...overrides,
  };
}

export function redeemOf(overrides: Partial<RedeemDetails> = {}): RedeemDetails {
  return { price: 45_000, txn_id: orderId, estimated_delivery_days: 7, pay_by: later(), ...overrides };
}

type Answer = Response | object;
/** An answer, or a list of them in turn per call (the last one repeats): no gold answer is an array. */
type Answers = Answer | Answer[];

export type GoldServer = {
  calls: FetchCall[];
  /** What each path answers (a contract path; the first of a list each time, the last repeating). */
  answers: Partial<Record<string, Answers>>;
};

export type GoldAnswers = GoldServer['answers'];

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A refusal in the API's error shape. */
export const refusal = (status: number, code: string, message: string) => json({ code, message }, status);

/**
 * Signs the borrower in and answers the gold calls: `user` is the gold user (null: not
 * registered), `answers` any call's answer by its contract path.
 */
export function goldServer({
  user = goldUserOf(),
  answers = {},
}: { user?: GoldUser | null; answers?: GoldServer['answers'] } = {}): GoldServer {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
  });
  const server: GoldServer = {
    calls: [],
    answers: {
      [goldPaths.user]: user ?? refusal(404, 'NOT_FOUND', 'Some error occurred!'),
      [goldPaths.buyPrice]: priceOf(),
      [goldPaths.sellPrice]: priceOf({ current_price: sellRate, applicable_tax: 0, rate_id: 'rate-sell-1' }),
      [goldPaths.balance]: { gold_balance: user?.gold_balance ?? 0, sellable_gold: user?.gold_balance ?? 0 },
      ...answers,
    },
  };
  server.calls = stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    if (path === `/api/lam/status/${userId}`) return json(userStatusOf(userId));
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    const given = server.answers[path];
    if (given === undefined) return refusal(404, 'NOT_FOUND', 'Not found');
    const next = Array.isArray(given) ? nextOf(given as Answer[]) : given;
    return next instanceof Response ? next.clone() : json(next);
  });
  return server;
}

function nextOf(list: Answer[]): Answer {
  return (list.length > 1 ? list.shift() : list[0]) as Answer;
}

/** The calls made to `path`, in order. */
export const callsTo = (server: GoldServer, path: string) =>
  server.calls.filter((call) => call.url.split('?')[0] === path);

/** The query of a call, as an object. */
export const queryOf = (call: FetchCall) =>
  Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

/** The Android bridge's calls in this test, as the dev switch's simulated shell announces them. */
export function bridgeCalls(): string[] {
  const calls: string[] = [];
  const listen = (event: Event) => calls.push((event as CustomEvent<{ call: string }>).detail.call);
  window.addEventListener(androidBridgeEvent, listen);
  onTestFinished(() => window.removeEventListener(androidBridgeEvent, listen));
  return calls;
}

/** `window.location.replace`, recorded: the gateway's page is left for through it. */
export function stubLocation() {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', replace });
  return replace;
}
