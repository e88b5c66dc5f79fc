import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { ordersToSettle, settleWithVendor } from './gold-confirmations.ts';
import { deliveriesToTrack, trackDelivery } from './gold-deliveries.ts';
import { expireOrder, ordersToExpire } from './gold-order-status.ts';
import { refreshGoldPayment } from './gold-payments.ts';
import { payoutsToRefresh, refreshGoldPayout } from './gold-payouts.ts';
import { reconcileGold, reconciliationDue } from './gold-reconciliation.ts';
import { refreshGoldRefund, refundsToRefresh } from './gold-refunds.ts';
import { goldOrders } from './gold.schema.ts';

export type SweepDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'cipher' | 'goldVendor' | 'paymentGateway' | 'payout' | 'bankAccountVerification'
>;

/**
 * One pass of the gold sweep, which heals what a stop or a lost message left: orders past their
 * pay-by instant end (links cancelled, or a payment on one applied first; holds released);
 * payments whose webhook never came are
 * read at the gateway's status API; paid or confirming orders are confirmed and settled at the
 * vendor; sale proceeds are paid out and payments owed back refunded at the gateway; deliveries are
 * followed hourly until the courier is done; and once a night the vendor's
 * book is reconciled with ours. Every step is idempotent.
 */
export async function sweepGold(deps: SweepDeps, report: (error: unknown) => void): Promise<void> {
  const now = deps.clock.now();
  for (const id of await ordersToExpire(deps.db, now)) await expireOrder(deps, id).catch(report);
  const quiet = await deps.db
    .select({ id: goldOrders.id })
    .from(goldOrders)
    .where(
      and(
        eq(goldOrders.status, 'VERIFIED'),
        isNotNull(goldOrders.paymentLinkId),
        isNull(goldOrders.paidAt),
        lt(goldOrders.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(50);
  for (const { id } of quiet) await refreshGoldPayment(deps, id).catch(report);
  for (const id of await ordersToSettle(deps.db, now)) await settleWithVendor(deps, id).catch(report);
  for (const id of await payoutsToRefresh(deps.db, now)) await refreshGoldPayout(deps, id).catch(report);
  for (const id of await refundsToRefresh(deps.db, now)) await refreshGoldRefund(deps, id).catch(report);
  for (const id of await deliveriesToTrack(deps.db, now)) await trackDelivery(deps, id).catch(report);
  const day = await reconciliationDue(deps.db, now);
  if (day) await reconcileGold(deps, day).catch(report);
}

const sweepMs = 10_000;

/** Runs the sweep at start and every ten seconds, one pass at a time; answers the stop. */
export function startGoldSweep(deps: SweepDeps, report: (error: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweepGold(deps, report);
    } catch (error) {
      report(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
