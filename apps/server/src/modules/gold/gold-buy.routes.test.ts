import { goldPaths, type VerifiedBuy } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { goldBookId, goldCost } from '@kredo/domain/gold';
import { goldUnits, paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { sweepGold } from './gold-sweep.ts';
import { goldTestKit } from './gold-test-kit.ts';
import { goldOrders } from './gold.schema.ts';

describe('buying gold', () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  it('registers a gold user once, and answers 404 for a borrower not yet registered', async () => {
    const { userId, headers, person } = await kit.signedIn();
    const before = await kit.inject({ url: `${goldPaths.user}?user_id=${userId}`, headers });
    expect(before.statusCode).toBe(404);
    const payload = {
      user_id: userId,
      user_info: { name: 'Meera Nair', mobile: person.mobile, pin: '560001', email: '' },
    };
    const first = await kit.inject({
      method: 'POST',
      url: `${goldPaths.users}?vendor=safegold`,
      headers,
      payload,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await kit.inject({
      method: 'POST',
      url: `${goldPaths.users}?vendor=safegold`,
      headers,
      payload,
    });
    expect(again.json()).toEqual(first.json());
    const user = await kit.inject({ url: `${goldPaths.user}?user_id=${userId}`, headers });
    expect(user.json()).toMatchObject({
      name: 'Meera Nair',
      gold_balance: 0,
      panDetails: null,
      on_hold: false,
    });
  });

  it('refuses a registration with fields the spec refuses', async () => {
    const { userId, headers } = await kit.signedIn();
    const bad = await kit.inject({
      method: 'POST',
      url: `${goldPaths.users}?vendor=safegold`,
      headers,
      payload: { user_id: userId, user_info: { name: 'X', mobile: '12345', pin: '5600', email: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['user_info.mobile', 'user_info.pin']),
    );
  });

  it('buys gold: verified at the rate, paid at the gateway, confirmed by the vendor, in the locker and the ledger', async () => {
    const c = await kit.customer();
    const quote = await kit.buyPrice(c);
    expect(quote).toMatchObject({ applicable_tax: 300, expires_in: expect.any(Number) as number });
    expect(quote.expires_in).toBeLessThanOrEqual(300);
    const { order, status } = await kit.bought(c, 450_00);
    expect(order.buy_price).toBe(goldCost(goldUnits(order.gold_amount), paise(quote.current_price)));
    expect(order.buy_price).toBeLessThanOrEqual(450_00);
    expect(status).toMatchObject({
      status: 'SUCCESS',
      paid: true,
      type: 'BUY',
      gold_amount: order.gold_amount,
    });
    expect(await kit.balance(c)).toEqual({ gold_balance: order.gold_amount, sellable_gold: 0 });
    const book = await trialBalanceOf(ctx.t.deps.db, { lenderId: goldBookId });
    const balanceOf = (code: string) => book.find((row) => row.account === code)?.balance ?? 0;
    expect(balanceOf('gold-orders-pending')).toBe(0);
    expect(balanceOf('gateway-suspense')).toBeGreaterThanOrEqual(order.buy_price);
  });

  it('asks for a verified PAN from Rs 500, and checks the PAN against the account', async () => {
    const c = await kit.customer();
    const refused = await kit.verify(c, 500_00);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'GOLD_PAN_REQUIRED' });
    const check = (pan: string, dob: string) =>
      kit.inject({
        method: 'POST',
        url: goldPaths.panVerification,
        headers: c.headers,
        payload: { pan, dob: Date.parse(`${dob}T00:00:00+05:30`), user_id: c.userId },
      });
    expect((await check('ZZZPZ9999Z', c.person.dob)).json()).toEqual({ data: { status: false } });
    expect((await check(c.person.pan, '1990-01-01')).json()).toEqual({ data: { status: false } });
    expect((await check(c.person.pan, c.person.dob)).json()).toEqual({ data: { status: true } });
    const user = await kit.inject({ url: `${goldPaths.user}?user_id=${c.userId}`, headers: c.headers });
    expect(user.json<{ panDetails: { pan: string } }>().panDetails.pan).toBe(
      `${c.person.pan.slice(0, 3)}xxxxx${c.person.pan.slice(-2)}`,
    );
    expect((await kit.verify(c, 500_00)).statusCode).toBe(200);
  });

  it("refuses a buy below Rs 100 or above 30 g, an old rate and an amount that is not the gold's price", async () => {
    const c = await kit.customer();
    // One 0.1 mg costs about Rs 1.30: Rs 90 buys less gold than Rs 100 does.
    const small = await kit.verify(c, 90_00);
    expect(small.json()).toMatchObject({ code: 'GOLD_REFUSED', message: 'Minimum Rs. 100' });
    const quote = await kit.buyPrice(c);
    const verify = (gold: number, amount: number, rateId = quote.rate_id) =>
      kit.inject({
        method: 'POST',
        url: `${goldPaths.verifyPrice}?vendor=safegold`,
        headers: c.headers,
        payload: {
          gold_info: { rate_id: rateId, gold_amount: gold, buy_price: amount },
          user_info: { vendor_id: c.vendorId, user_id: c.userId },
        },
      });
    const price = paise(quote.current_price);
    expect((await verify(300_001, goldCost(goldUnits(300_001), price))).json()).toMatchObject({
      message: messages.goldMaximum,
    });
    expect((await verify(1_000, goldCost(goldUnits(1_000), price) - 1)).statusCode).toBe(400);
    expect(
      (await verify(1_000, goldCost(goldUnits(1_000), price), 'rate-that-never-was')).json(),
    ).toMatchObject({
      code: 'GOLD_QUOTE_EXPIRED',
      message: messages.goldPriceMayChange,
    });
  });

  it('refunds a payment that comes after the order stopped waiting for it, and never credits gold at the old price', async () => {
    const c = await kit.customer();
    const verified = await kit.verify(c, 200_00);
    const order = verified.json<VerifiedBuy>();
    const link = (await kit.paymentLink(c, order)).json<{ payment_url: string }>().payment_url;
    ctx.t.deps.clock.advance(9 * 60_000);
    // The link was made for the gateway's shortest life, longer than the order's: paid late.
    await kit.payAtGateway(link);
    await kit.deliverPaymentWebhooks();
    const status = await kit.orderStatus(c, order.txn_id);
    expect(status).toMatchObject({
      status: 'FAILED',
      paid: true,
      refund: { status: 'PENDING', amount: order.buy_price },
    });
    expect((await kit.balance(c)).gold_balance).toBe(0);
    const again = await kit.paymentLink(c, order);
    expect(again.statusCode).toBe(409);
  });

  it('reads the gateway before ending an order whose webhook was lost: paid by its pay-by instant, it buys; later, it is refunded', async () => {
    const { db, clock } = ctx.t.deps;
    const c = await kit.customer();
    const inTime = (await kit.verify(c, 200_00)).json<VerifiedBuy>();
    const late = (await kit.verify(c, 150_00)).json<VerifiedBuy>();
    const linkOf = async (order: VerifiedBuy) =>
      (await kit.paymentLink(c, order)).json<{ payment_url: string }>().payment_url;
    const [inTimeLink, lateLink] = [await linkOf(inTime), await linkOf(late)];
    const [row] = await db.select().from(goldOrders).where(eq(goldOrders.id, inTime.txn_id));
    clock.advance((row?.payBy.getTime() ?? 0) - clock.now().getTime() - 30_000);
    await kit.payAtGateway(inTimeLink);
    clock.advance(60_000);
    await kit.payAtGateway(lateLink);
    // No webhook comes: the sweep, at the pay-by instant, finds both payments at the gateway.
    await sweepGold(ctx.t.deps, (error) => {
      throw error;
    });
    expect(await kit.orderStatus(c, inTime.txn_id)).toMatchObject({ status: 'SUCCESS', paid: true });
    expect(await kit.orderStatus(c, late.txn_id)).toMatchObject({
      status: 'FAILED',
      paid: true,
      refund: { amount: late.buy_price },
    });
    expect((await kit.balance(c)).gold_balance).toBe(inTime.gold_amount);
  });

  it("takes a payment on the order's link when the answer to making it was lost", async () => {
    const c = await kit.customer();
    const order = (await kit.verify(c, 250_00)).json<VerifiedBuy>();
    const link = (await kit.paymentLink(c, order)).json<{ payment_url: string }>().payment_url;
    await ctx.t.deps.db
      .update(goldOrders)
      .set({ paymentLinkId: null, paymentLink: null })
      .where(eq(goldOrders.id, order.txn_id));
    await kit.payAtGateway(link);
    // Its webhooks, a few seconds on, are what tells the order of the payment.
    ctx.t.deps.clock.advance(5_000);
    expect(await kit.deliverPaymentWebhooks()).toBeGreaterThan(0);
    const [row] = await ctx.t.deps.db.select().from(goldOrders).where(eq(goldOrders.id, order.txn_id));
    expect(row?.paidAt).not.toBeNull();
    expect(row?.paymentLinkId).not.toBeNull();
    expect(await kit.orderStatus(c, order.txn_id)).toMatchObject({ status: 'SUCCESS', paid: true });
    expect((await kit.balance(c)).gold_balance).toBe(order.gold_amount);
  });

  it('answers 404 for another borrower’s order and 403 for another user id', async () => {
    const owner = await kit.customer();
    const other = await kit.customer();
    const order = (await kit.verify(owner, 150_00)).json<VerifiedBuy>();
    const peek = await kit.inject({
      url: `${goldPaths.orderStatus}?vendor=safegold&txn_id=${order.txn_id}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
    const link = await kit.paymentLink({ ...other, userId: owner.userId }, order);
    expect(link.statusCode).toBe(403);
    const stolen = await kit.paymentLink(other, order);
    expect(stolen.statusCode).toBe(404);
    const user = await kit.inject({
      url: `${goldPaths.user}?user_id=${owner.userId}`,
      headers: other.headers,
    });
    expect(user.statusCode).toBe(403);
  });
});
