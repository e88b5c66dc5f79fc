import { backOfficeGoldPaths, type GoldBreak, type GoldOrderRow } from '@kredo/contract/gold-back-office';
import { goldPaths, type VerifiedBuy } from '@kredo/contract/gold';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { operations, staffTestKit, underwriter } from '../staff/staff-test-kit.ts';
import { goldTestKit } from './gold-test-kit.ts';

describe("operations' gold", () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  const staff = staffTestKit(ctx);
  let ops: Record<string, string> = {};
  let reader: Record<string, string> = {};
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await staff.seed();
    ops = (await staff.signInStaff(operations.email)).headers;
    reader = (await staff.signInStaff(underwriter.email)).headers;
  });
  afterAll(() => ctx.t.close());

  it('lists orders awaiting the vendor and asks the vendor about one, audited', async () => {
    const c = await kit.customer('Confirm Late');
    const { order } = await kit.bought(c, 200_00);
    ops = (await staff.signInStaff(operations.email)).headers;
    const waiting = await kit.inject({
      url: `${backOfficeGoldPaths.orders}?status=AWAITING_VENDOR`,
      headers: ops,
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    const row = waiting
      .json<{ orders: GoldOrderRow[] }>()
      .orders.find((each) => each.orderId === order.txn_id);
    expect(row).toMatchObject({ status: 'PAID', kind: 'BUY', customerName: 'Confirm Late' });
    ctx.t.deps.clock.advance(3 * 60_000);
    const refreshed = await kit.inject({
      method: 'POST',
      url: backOfficeGoldPaths.refreshOrder.replace(':orderId', order.txn_id),
      headers: ops,
    });
    expect(refreshed.json()).toMatchObject({ status: 'SUCCESS' });
    const audit = await ctx.t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'REFRESH_GOLD_ORDER'));
    expect(audit.some((entry) => (entry.details as { orderId?: string }).orderId === order.txn_id)).toBe(
      true,
    );
  });

  it('lists a refund owed, and breaks that operations resolve, lifting the hold', async () => {
    const failed = await kit.customer('Confirm Fails');
    await kit.bought(failed, 200_00);
    ops = (await staff.signInStaff(operations.email)).headers;
    const payouts = await kit.inject({ url: backOfficeGoldPaths.payouts, headers: ops });
    expect(payouts.json<{ payouts: { purpose: string; customerName: string }[] }>().payouts).toEqual(
      expect.arrayContaining([expect.objectContaining({ purpose: 'REFUND', customerName: 'Confirm Fails' })]),
    );

    const c = await kit.customer();
    await kit.bought(c, 200_00);
    await ctx.t.deps.sandboxGoldVendor?.adjustHolding(c.vendorId, 3, 'a count over');
    ops = (await staff.signInStaff(operations.email)).headers;
    reader = (await staff.signInStaff(underwriter.email)).headers;
    const run = await kit.inject({ method: 'POST', url: backOfficeGoldPaths.reconcile, headers: ops });
    expect(run.json<{ breaks: number }>().breaks).toBeGreaterThanOrEqual(1);
    const breaks = (await kit.inject({ url: backOfficeGoldPaths.breaks, headers: ops })).json<{
      breaks: GoldBreak[];
    }>();
    const found = breaks.breaks.find((each) => each.vendorUserId === c.vendorId);
    expect(found).toMatchObject({ difference: -3, resolvedAt: null });
    const resolve = (headers: Record<string, string>, note: string) =>
      kit.inject({
        method: 'POST',
        url: backOfficeGoldPaths.resolveBreak.replace(':breakId', found?.breakId ?? ''),
        headers,
        payload: { note },
      });
    expect((await resolve(reader, 'vendor corrected its count')).statusCode).toBe(403);
    expect((await resolve(ops, 'no')).statusCode).toBe(400);
    const resolved = await resolve(ops, 'vendor corrected its count');
    expect(resolved.json()).toMatchObject({ resolvedBy: operations.email });
    expect((await resolve(ops, 'again, twice')).statusCode).toBe(409);
    const user = await kit.inject({ url: `${goldPaths.user}?user_id=${c.userId}`, headers: c.headers });
    expect(user.json()).toMatchObject({ on_hold: false });
  });

  it('refuses a borrower token and an underwriter’s actions', async () => {
    const c = await kit.customer();
    expect((await kit.inject({ url: backOfficeGoldPaths.orders, headers: c.headers })).statusCode).toBe(401);
    const order = (await kit.verify(c, 150_00)).json<VerifiedBuy>();
    // Signing a borrower in moves the clock an hour: a staff session from before has ended.
    reader = (await staff.signInStaff(underwriter.email)).headers;
    const refresh = await kit.inject({
      method: 'POST',
      url: backOfficeGoldPaths.refreshOrder.replace(':orderId', order.txn_id),
      headers: reader,
    });
    expect(refresh.statusCode).toBe(403);
    expect((await kit.inject({ url: backOfficeGoldPaths.orders, headers: reader })).statusCode).toBe(403);
  });
});
