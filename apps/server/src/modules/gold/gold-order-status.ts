import type { GoldTransaction } from '@kredo/contract/gold';
import { and, eq, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { voidHold } from '../ledger/ledger-holds.ts';
import { settleWithVendor } from './gold-confirmations.ts';
import { lockOrder, orderOf } from './gold-orders.ts';
import { closeGoldPaymentLink, refreshGoldPayment } from './gold-payments.ts';
import { ownGoldUser } from './gold-users.ts';
import { goldOrders } from './gold.schema.ts';

export type OrderDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'goldVendor' | 'paymentGateway'>;

/**
 * An order not paid (or, for a sell, not confirmed) by its pay-by instant ends: its gold hold is
 * released. Its payment link is closed first (`closeGoldPaymentLink`): a payment made in the last
 * seconds whose webhook is late or lost is applied instead, and while one is still being made the
 * order waits; so no payment ever lands on an ended order's link unrecorded.
 */
export async function expireOrder(deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>, orderId: string) {
  const [row] = await deps.db.select().from(goldOrders).where(eq(goldOrders.id, orderId));
  if (row?.status !== 'VERIFIED' || row.payBy.getTime() > deps.clock.now().getTime()) return false;
  if (row.paymentLinkId && !(await closeGoldPaymentLink(deps, orderId, row.paymentLinkId))) return false;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'VERIFIED' || order.payBy.getTime() > now.getTime()) return false;
    if (order.kind !== 'BUY')
      await voidHold(tx, order.kind === 'SELL' ? `gold-sell:${order.id}` : `gold-redeem:${order.id}`, now);
    await tx
      .update(goldOrders)
      .set({
        status: 'EXPIRED',
        failureReason: order.kind === 'SELL' ? 'NOT_CONFIRMED' : 'NOT_PAID',
        settledAt: now,
      })
      .where(eq(goldOrders.id, order.id));
    return true;
  });
}

/** Orders past their pay-by instant still awaiting payment or confirmation. */
export async function ordersToExpire(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: goldOrders.id })
    .from(goldOrders)
    .where(and(eq(goldOrders.status, 'VERIFIED'), lt(goldOrders.payBy, now)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The borrower's order as it stands now: a payment or a vendor answer not yet heard of is asked
 * for first (the status page polls this while the order is pending), so the page never waits for
 * a sweep. An outage leaves the order as it was.
 */
export async function freshOrderOf(
  deps: OrderDeps,
  userId: string,
  orderId: string,
): Promise<GoldTransaction> {
  const goldUser = await ownGoldUser(deps.db, userId);
  const [order] = await deps.db
    .select()
    .from(goldOrders)
    .where(and(eq(goldOrders.id, orderId), eq(goldOrders.goldUserId, goldUser.id)));
  if (order?.status === 'VERIFIED' && order.paymentLinkId && !order.paidAt)
    await refreshGoldPayment(deps, order.id).catch(() => 'unavailable');
  if (order?.status === 'VERIFIED' && order.payBy.getTime() <= deps.clock.now().getTime())
    await expireOrder(deps, order.id).catch(() => false);
  const [now] = await deps.db
    .select({ status: goldOrders.status })
    .from(goldOrders)
    .where(eq(goldOrders.id, orderId));
  if (now?.status === 'PAID' || now?.status === 'CONFIRMING')
    await settleWithVendor(deps, orderId).catch(() => 'unavailable');
  return orderOf(deps, userId, orderId);
}
