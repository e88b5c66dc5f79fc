import { goldPaths } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { goldBookId } from '@kredo/domain/gold';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { goldVendorCallbackPath } from '../../providers/gold-vendor/index.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { reconcileGold, resolveGoldBreak } from './gold-reconciliation.ts';
import { sweepGold } from './gold-sweep.ts';
import { goldTestKit } from './gold-test-kit.ts';
import { goldReconciliationBreaks, goldUsers, goldVendorCallbacks } from './gold.schema.ts';

describe('what the gold vendor answers, late, lost or not at all', () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const report = (error: unknown) => {
    throw error;
  };
  const vendor = () => {
    const sandbox = ctx.t.deps.sandboxGoldVendor;
    if (!sandbox) throw new Error('sandbox vendor');
    return sandbox;
  };
  const deliverCallbacks = () =>
    vendor().deliverDueCallbacks(async (raw, headers) => {
      const reply = await ctx.t.app.inject({
        method: 'POST',
        url: goldVendorCallbackPath,
        payload: raw,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      return reply.statusCode;
    });
  const book = async (code: string) =>
    (await trialBalanceOf(ctx.t.deps.db, { lenderId: goldBookId })).find((row) => row.account === code)
      ?.balance ?? 0;

  it('refunds a buy the vendor fails with an empty answer through the gateway, and credits no gold', async () => {
    const c = await kit.customer('Confirm Fails');
    const pendingBefore = await book('gold-orders-pending');
    const refundsBefore = await book('refunds-payable');
    const { order, status } = await kit.bought(c, 250_00);
    expect(status).toMatchObject({
      status: 'FAILED',
      paid: true,
      refund: { status: 'PENDING', amount: order.buy_price },
    });
    expect((await kit.balance(c)).gold_balance).toBe(0);
    expect(await book('gold-orders-pending')).toBe(pendingBefore);
    expect(await book('refunds-payable')).toBe(refundsBefore - order.buy_price);
    // The sweep asks the gateway to refund; it is processed five minutes on.
    await sweepGold(ctx.t.deps, report);
    ctx.t.deps.clock.advance(6 * 60_000);
    await kit.deliverPaymentWebhooks();
    const fresh = await kit.refreshed(c);
    expect(await kit.orderStatus(fresh, order.txn_id)).toMatchObject({ refund: { status: 'PROCESSED' } });
    expect(await book('refunds-payable')).toBe(refundsBefore);
  });

  it("leaves a refund the payer's bank declines owed, for operations", async () => {
    const c = await kit.customer('Confirm Fails');
    const { order } = await kit.bought(c, 180_00, 'refundfail@upi');
    await sweepGold(ctx.t.deps, report);
    ctx.t.deps.clock.advance(3 * 60_000);
    await kit.deliverPaymentWebhooks();
    const fresh = await kit.refreshed(c);
    expect(await kit.orderStatus(fresh, order.txn_id)).toMatchObject({
      refund: { status: 'FAILED', amount: order.buy_price },
    });
  });

  it('waits for a confirm answered empty that succeeds later, and credits the gold once', async () => {
    const c = await kit.customer('Confirm Late');
    const { order, status } = await kit.bought(c, 250_00);
    expect(status.status).toBe('PENDING');
    ctx.t.deps.clock.advance(3 * 60_000);
    await sweepGold(ctx.t.deps, report);
    await sweepGold(ctx.t.deps, report);
    const fresh = await kit.refreshed(c);
    expect(await kit.orderStatus(fresh, order.txn_id)).toMatchObject({ status: 'SUCCESS' });
    expect((await kit.balance(fresh)).gold_balance).toBe(order.gold_amount);
  });

  it('settles a confirm whose answer was lost by the order status, once', async () => {
    const c = await kit.customer('Lost Answer');
    const { order, status } = await kit.bought(c, 250_00);
    expect(status.status).toBe('SUCCESS');
    expect((await kit.balance(c)).gold_balance).toBe(order.gold_amount);
  });

  it('records the callbacks once each, replayed or not, and settles the order they name', async () => {
    const c = await kit.customer();
    const { order } = await kit.bought(c, 150_00);
    ctx.t.deps.clock.advance(30_000);
    expect(await deliverCallbacks()).toBeGreaterThan(0);
    ctx.t.deps.clock.advance(6 * 60_000);
    await deliverCallbacks();
    const rows = await ctx.t.deps.db
      .select()
      .from(goldVendorCallbacks)
      .where(eq(goldVendorCallbacks.vendorUserId, c.vendorId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ goldBalance: order.gold_amount, ourBalance: order.gold_amount });
    const forged = await ctx.t.app.inject({
      method: 'POST',
      url: goldVendorCallbackPath,
      payload: JSON.stringify({ event_id: 'evt_forged' }),
      headers: { 'content-type': 'application/json', 'x-gold-vendor-signature': 'beef' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('puts a customer whose books differ on hold until operations resolve the break', async () => {
    const c = await kit.customer();
    const { order } = await kit.bought(c, 150_00);
    const clean = await reconcileGold(ctx.t.deps);
    expect(clean.breaks).toBe(0);
    await vendor().adjustHolding(c.vendorId, -5, 'a vault count short');
    const run = await reconcileGold(ctx.t.deps);
    expect(run.breaks).toBe(1);
    const [found] = await ctx.t.deps.db
      .select()
      .from(goldReconciliationBreaks)
      .innerJoin(goldUsers, eq(goldUsers.id, goldReconciliationBreaks.goldUserId))
      .where(eq(goldUsers.vendorUserId, c.vendorId));
    expect(found?.gold_reconciliation_breaks).toMatchObject({
      vendorBalance: order.gold_amount - 5,
      ourBalance: order.gold_amount,
    });
    const user = await kit.inject({ url: `${goldPaths.user}?user_id=${c.userId}`, headers: c.headers });
    expect(user.json()).toMatchObject({ on_hold: true });
    const sellQuote = (await kit.inject({ url: goldPaths.sellPrice, headers: c.headers })).json<{
      rate_id: string;
    }>();
    const sell = await kit.inject({
      method: 'POST',
      url: `${goldPaths.sellVerifyPrice}?vendor=safegold`,
      headers: c.headers,
      payload: {
        user_info: { vendor_id: c.vendorId, user_id: c.userId },
        gold_info: { rate_id: sellQuote.rate_id, gold_amount: 10, sell_price: 13 },
      },
    });
    expect(sell.json()).toMatchObject({ code: 'GOLD_REFUSED', message: messages.goldAccountOnHold });
    const breakId = found?.gold_reconciliation_breaks.id ?? '';
    await resolveGoldBreak(
      ctx.t.deps.db,
      breakId,
      'ops@kredo.test',
      'vendor corrected its count',
      ctx.t.deps.clock.now(),
    );
    const after = await kit.inject({ url: `${goldPaths.user}?user_id=${c.userId}`, headers: c.headers });
    expect(after.json()).toMatchObject({ on_hold: false });
  });
});
