import { goldBookId } from '@kredo/domain/gold';
import { isoDate } from '@kredo/domain/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { settlementTestKit } from '../settlement/settlement-test-kit.ts';
import { sweepGold } from './gold-sweep.ts';
import { goldTestKit } from './gold-test-kit.ts';

describe("gold's money in the providers' reports", () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  const settlement = settlementTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  it("settles a day's gold payments less their refunds from the gateway's report into the gold book's bank, with no break", async () => {
    const day = isoDate(ctx.t.deps.clock.businessDate());
    const first = await kit.customer();
    const second = await kit.customer();
    const failing = await kit.customer('Confirm Fails');
    const a = await kit.bought(first, 200_00);
    const b = await kit.bought(second, 300_00);
    const refunded = await kit.bought(failing, 400_00);
    expect([a.status.status, b.status.status, refunded.status.status]).toEqual([
      'SUCCESS',
      'SUCCESS',
      'FAILED',
    ]);
    // The failed order's payment is refunded the same day, off the day's settlement.
    await sweepGold(ctx.t.deps, (error) => {
      throw error;
    });
    ctx.t.deps.clock.advance(6 * 60_000);
    await sweepGold(ctx.t.deps, (error) => {
      throw error;
    });
    const before = await settlement.balances(goldBookId);
    expect(before['gateway-suspense']).toBe(a.order.buy_price + b.order.buy_price);
    await settlement.reconcile(day);
    await settlement.reconcile(day, '07:30');
    const { breaks } = await settlement.written();
    expect(breaks.filter((row) => row.source === 'gateway-settlement')).toEqual([]);
    const after = await settlement.balances(goldBookId);
    expect(after['gateway-suspense'] ?? 0).toBe(0);
    expect(after.bank).toBeGreaterThan(0);
  });
});
