import type { InsuranceOrder } from '@kredo/contract/insurance';
import { and, eq, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { settleWithInsurer } from './insurance-issuance.ts';
import { lockOrder, ordersOf } from './insurance-orders.ts';
import { awaitsPayment, paymentQuietMs, refreshInsurancePayment } from './insurance-payments.ts';
import { insuranceOrders } from './insurance.schema.ts';

export type StatusDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'blobs' | 'insurer' | 'paymentGateway'>;

/**
 * An order not paid by its pay-by instant ends EXPIRED and its link is cancelled. The gateway is
 * asked first: a payment made in the last seconds whose webhook is late is applied (in time, the
 * order goes on). One captured later is refunded, read by its webhook or by asking (the sweep
 * keeps asking for a day: a link that cannot be cancelled is being paid).
 */
export async function expireOrder(deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>, orderId: string) {
  const [row] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  if (row?.state !== 'CREATED' || row.payBy.getTime() > deps.clock.nowMs()) return false;
  const ask = () => refreshInsurancePayment(deps, orderId).catch(() => 'unavailable');
  if (row.paymentLinkId) await ask();
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.state !== 'CREATED' || order.payBy.getTime() > now.getTime()) return undefined;
    await tx
      .update(insuranceOrders)
      .set({ state: 'EXPIRED', failureReason: 'NOT_PAID' })
      .where(eq(insuranceOrders.id, order.id));
    return order;
  });
  // Refused once paid or being paid: asked again now, and by the sweep until the capture is read.
  if (expired?.paymentLinkId) await deps.paymentGateway.cancelPaymentLink(expired.paymentLinkId).catch(ask);
  return expired !== undefined;
}

export async function ordersToExpire(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: insuranceOrders.id })
    .from(insuranceOrders)
    .where(and(eq(insuranceOrders.state, 'CREATED'), lt(insuranceOrders.payBy, now)))
    .limit(limit);
  return rows.map((row) => row.id);
}

const askedWithin = (at: Date | null, now: Date, quietMs: number) =>
  at !== null && at.getTime() > now.getTime() - quietMs;

/**
 * Brings one order up to date: its payment asked for, its end by the clock, the insurer asked;
 * the gateway and the insurer not asked again when they were in the last `quietMs`.
 */
export async function refreshOrder(deps: StatusDeps, orderId: string, quietMs = 0) {
  const [order] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  if (!order) return { payment: 'unknown', insurer: 'unknown' };
  const now = deps.clock.now();
  const payment =
    awaitsPayment(order, now) && !askedWithin(order.paymentCheckedAt, now, quietMs)
      ? await refreshInsurancePayment(deps, orderId).catch(() => 'unavailable')
      : 'not-asked';
  await expireOrder(deps, orderId);
  const insurer = askedWithin(order.insurerCheckedAt, now, quietMs)
    ? 'not-asked'
    : await settleWithInsurer(deps, orderId).catch(() => 'unavailable');
  return { payment, insurer };
}

/**
 * My Insurances (spec 002 §2): the borrower's orders as they stand now. An order awaiting its
 * payment or the insurer is asked about first, so the screen never waits for a sweep, but not more
 * often than every ten seconds however often the screen polls; an outage leaves it as it was.
 */
export async function freshOrdersOf(
  deps: StatusDeps,
  userId: string,
  orderId?: string,
): Promise<InsuranceOrder[]> {
  const open = await deps.db
    .select({ id: insuranceOrders.id, state: insuranceOrders.state })
    .from(insuranceOrders)
    .where(and(eq(insuranceOrders.userId, userId), orderId ? eq(insuranceOrders.id, orderId) : undefined));
  for (const row of open.filter((each) => ['CREATED', 'PAID', 'PROPOSED'].includes(each.state)).slice(0, 5))
    await refreshOrder(deps, row.id, paymentQuietMs);
  return ordersOf(deps.db, userId, deps.clock.now(), orderId);
}
