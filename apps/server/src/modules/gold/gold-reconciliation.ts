import { randomUUID } from 'node:crypto';

import { indianDate } from '@kredo/domain/calendar-date';
import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { postedGoldOf } from './gold-ledger.ts';
import { goldOrders, goldReconciliationBreaks, goldReconciliationRuns, goldUsers } from './gold.schema.ts';

export type ReconcileDeps = Pick<AppDeps, 'db' | 'clock' | 'goldVendor'>;

/**
 * The nightly reconciliation of the vendor's book with ours (reference/lending-rules.md §5.1: the
 * two must agree to 0.1 mg). Every gold user with no order in flight is compared: the vendor's
 * balance against the gold posted to their locker. A difference is a break: it stays open for
 * operations, and the customer's sells and deliveries are paused until it is resolved (buying
 * goes on: it cannot take gold that is not there). A customer with an order in flight is left
 * for the next run, since the two books move at different moments of a trade.
 */

/** Gold users with an order the vendor may still be moving: verified sells and deliveries, paid or confirming orders. */
async function inFlight(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ goldUserId: goldOrders.goldUserId })
    .from(goldOrders)
    .where(inArray(goldOrders.status, ['PAID', 'CONFIRMING']));
  const verified = await db
    .select({ goldUserId: goldOrders.goldUserId })
    .from(goldOrders)
    .where(and(eq(goldOrders.status, 'VERIFIED'), inArray(goldOrders.kind, ['SELL', 'DELIVER'])));
  return new Set([...rows, ...verified].map((row) => row.goldUserId));
}

export async function reconcileGold(
  deps: ReconcileDeps,
  businessDate: string = indianDate(deps.clock.now()),
) {
  const holdings = await deps.goldVendor.fetchHoldings();
  const vendorBook = new Map(holdings.map((holding) => [holding.vendorUserId, holding.goldBalance]));
  const users = await deps.db.select().from(goldUsers);
  const ours = await postedGoldOf(
    deps.db,
    users.map((user) => user.id),
  );
  const busy = await inFlight(deps.db);
  const now = deps.clock.now();
  let compared = 0;
  let breaks = 0;
  for (const user of users) {
    if (busy.has(user.id)) continue;
    compared += 1;
    const vendorBalance = vendorBook.get(user.vendorUserId) ?? 0;
    const ourBalance = ours.get(user.id) ?? 0;
    if (vendorBalance === ourBalance) continue;
    breaks += 1;
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(goldReconciliationBreaks)
        .values({
          id: randomUUID(),
          goldUserId: user.id,
          vendorBalance,
          ourBalance,
          foundOn: businessDate,
          foundAt: now,
        })
        .onConflictDoNothing();
      await tx
        .update(goldUsers)
        .set({ onHold: true, onHoldReason: 'RECONCILIATION_BREAK' })
        .where(eq(goldUsers.id, user.id));
    });
  }
  const run = { businessDate, ranAt: now, compared, skipped: users.length - compared, breaks };
  await deps.db
    .insert(goldReconciliationRuns)
    .values(run)
    .onConflictDoUpdate({ target: goldReconciliationRuns.businessDate, set: run });
  return run;
}

/** After 01:00 in India, once a day: whether today's run is still to be made. */
export async function reconciliationDue(db: Db, now: Date): Promise<string | null> {
  const today = indianDate(now);
  const minutesIntoDay = ((now.getTime() + 5.5 * 3_600_000) % 86_400_000) / 60_000;
  if (minutesIntoDay < 60) return null;
  const [run] = await db
    .select({ day: goldReconciliationRuns.businessDate })
    .from(goldReconciliationRuns)
    .where(eq(goldReconciliationRuns.businessDate, today));
  return run ? null : today;
}

/**
 * Operations resolve a break once they have corrected the books (a correcting entry, or the
 * vendor's): the customer's hold is lifted when no other break is open.
 */
export async function resolveGoldBreak(
  db: Db,
  breakId: string,
  staff: string,
  resolution: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(goldReconciliationBreaks)
      .set({ resolvedAt: now, resolvedBy: staff, resolution })
      .where(and(eq(goldReconciliationBreaks.id, breakId), isNull(goldReconciliationBreaks.resolvedAt)))
      .returning();
    if (!resolved) return undefined;
    await tx
      .update(goldUsers)
      .set({ onHold: false, onHoldReason: null })
      .where(eq(goldUsers.id, resolved.goldUserId));
    return resolved;
  });
}
