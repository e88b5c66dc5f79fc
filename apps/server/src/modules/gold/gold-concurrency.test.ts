import { goldPaths, type GoldPrice } from '@kredo/contract/gold';
import { priceTrade } from '@kredo/domain/gold';
import { goldUnits, paise } from '@kredo/domain/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import { goldTestKit } from './gold-test-kit.ts';
import { goldOrders, goldUsers } from './gold.schema.ts';

const dayMs = 86_400_000;

// On PostgreSQL (DATABASE_URL) the calls run on separate connections at once; on PGlite one after another.
describe('one locker, many trades at once', () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  it('never holds more gold than the locker has, whatever the order the sells and buys land in', async () => {
    const first = await kit.customer();
    await kit.panVerified(first);
    const { order } = await kit.bought(first, 3_000_00);
    ctx.t.deps.clock.advance(2 * dayMs);
    const c = await kit.refreshed(first);
    const quote = (path: string) =>
      kit.inject({ url: path, headers: c.headers }).then((r) => r.json<GoldPrice>());
    const [sellRate, buyRate] = await Promise.all([quote(goldPaths.sellPrice), quote(goldPaths.buyPrice)]);
    // Each sell asks for a fifth of the locker: at most five can hold gold at once.
    const share = Math.floor(order.gold_amount / 5);
    const sell = () => {
      const trade = priceTrade('sell', { gold: goldUnits(share) }, paise(sellRate.current_price));
      return kit.inject({
        method: 'POST',
        url: `${goldPaths.sellVerifyPrice}?vendor=safegold`,
        headers: c.headers,
        payload: {
          user_info: { vendor_id: c.vendorId, user_id: c.userId },
          gold_info: { rate_id: sellRate.rate_id, gold_amount: trade.gold, sell_price: trade.amount },
        },
      });
    };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => (index % 3 === 2 ? kit.verify(c, 150_00, buyRate) : sell())),
    );
    const sells = answers.filter((_, index) => index % 3 !== 2);
    const held = sells.filter((answer) => answer.statusCode === 200).length;
    expect(held).toBe(5);
    for (const answer of sells.filter((each) => each.statusCode !== 200))
      expect(answer.json()).toMatchObject({ code: 'GOLD_REFUSED', message: 'Insufficient gold balance' });
    expect(answers.filter((_, index) => index % 3 === 2).every((answer) => answer.statusCode === 200)).toBe(
      true,
    );

    const [goldUser] = await ctx.t.deps.db.select().from(goldUsers).where(eq(goldUsers.userId, c.userId));
    const [locker] = await ctx.t.deps.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, goldUser?.id ?? ''), eq(ledgerAccounts.code, 'customer-gold')));
    expect(locker).toMatchObject({ postedCredits: order.gold_amount, pendingDebits: 5 * share });
    const verifiedSells = await ctx.t.deps.db
      .select()
      .from(goldOrders)
      .where(and(eq(goldOrders.goldUserId, goldUser?.id ?? ''), eq(goldOrders.kind, 'SELL')));
    // A refused sell leaves no order behind: the order and its hold are one transaction.
    expect(verifiedSells).toHaveLength(5);
  });
});
