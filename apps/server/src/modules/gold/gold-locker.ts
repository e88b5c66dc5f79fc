import type { GoldBalance } from '@kredo/contract/gold';
import { goldSellLockDays, sellableGold } from '@kredo/domain/gold';
import { goldUnits } from '@kredo/domain/money';
import { and, eq, gte } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { goldBalanceOf } from './gold-ledger.ts';
import { ownGoldUser, type GoldDeps } from './gold-users.ts';
import { goldOrders } from './gold.schema.ts';

/**
 * The locker (spec 002 §2): the customer's gold as the ledger holds it, less what sells and
 * deliveries in flight reserve, and what of it may be sold today under the two-day rule (gold
 * bought on an India day is sold from the second day after).
 */
export async function lockerOf(db: Db, goldUserId: string, now: Date): Promise<GoldBalance> {
  const balance = goldUnits(await goldBalanceOf(db, goldUserId));
  // Three days back covers every purchase the rule may still lock, whatever the hour in India.
  const since = new Date(now.getTime() - (goldSellLockDays + 1) * 24 * 60 * 60_000);
  const purchases = await db
    .select({ gold: goldOrders.goldUnits, creditedAt: goldOrders.settledAt })
    .from(goldOrders)
    .where(
      and(
        eq(goldOrders.goldUserId, goldUserId),
        eq(goldOrders.kind, 'BUY'),
        eq(goldOrders.status, 'SUCCESS'),
        gte(goldOrders.settledAt, since),
      ),
    );
  const recent = purchases.flatMap((row) =>
    row.creditedAt ? [{ gold: goldUnits(row.gold), creditedAt: row.creditedAt }] : [],
  );
  return { gold_balance: balance, sellable_gold: sellableGold(balance, recent, now) };
}

export async function balanceOf(deps: GoldDeps, userId: string, vendorUserId: string): Promise<GoldBalance> {
  const goldUser = await ownGoldUser(deps.db, userId, vendorUserId);
  return lockerOf(deps.db, goldUser.id, deps.clock.now());
}
