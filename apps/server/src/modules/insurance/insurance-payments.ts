import { indianDate } from '@kredo/domain/calendar-date';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import {
  isRefundEvent,
  type PaymentLinkStatus,
  type PaymentWebhookEvent,
} from '../../providers/payment-gateway/index.ts';
import { postPremiumPaid } from './insurance-ledger.ts';
import { lockOrder } from './insurance-orders.ts';
import { applyInsuranceRefundWebhook, owePremiumBack } from './insurance-refunds.ts';
import { insuranceOrders, type InsuranceOrderRow } from './insurance.schema.ts';

/**
 * An insurance order's premium at the gateway, applied once whatever the order of its news
 * (webhook, status API): its capture is credited in the transaction that marks the order paid.
 * Money that comes after the order's pay-by instant, for an order no longer awaiting it, or not as
 * the order's link and price, is owed back and refunded. A link not known paid is asked about
 * until a day after its pay-by instant, so a payment whose webhook never came is not left at the
 * gateway.
 */

/** How long after its pay-by instant an unpaid link is still asked about. */
export const paymentWatchMs = 24 * 3_600_000;

/** Whether a payment reference (the link's reference_id) is an insurance order's id. */
export async function isInsuranceOrder(db: Db, reference: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(reference)) return false;
  const [row] = await db
    .select({ id: insuranceOrders.id })
    .from(insuranceOrders)
    .where(eq(insuranceOrders.id, reference));
  return row !== undefined;
}

export async function applyInsuranceLinkStatus(
  tx: Db,
  order: InsuranceOrderRow,
  link: Pick<PaymentLinkStatus, 'linkId' | 'payments'>,
  now: Date,
): Promise<string> {
  if (order.paidAt) return 'stale';
  const captured = link.payments.find((payment) => payment.status === 'captured');
  if (!captured) return 'unpaid';
  const capturedAt = captured.capturedAt ?? now;
  // Money on a link of the order's reference that the order does not know (the answer to its
  // making was lost) or of another amount is still the customer's: recorded, and given back.
  const asOrdered = link.linkId === order.paymentLinkId && captured.amount === order.pricePaise;
  await tx
    .update(insuranceOrders)
    .set({
      paidAt: capturedAt,
      gatewayPaymentId: captured.paymentId,
      paymentLinkId: order.paymentLinkId ?? link.linkId,
    })
    .where(eq(insuranceOrders.id, order.id));
  await postPremiumPaid(tx, { id: order.id, pricePaise: captured.amount }, indianDate(capturedAt), now);
  const inTime = order.state === 'CREATED' && capturedAt.getTime() <= order.payBy.getTime();
  if (!inTime || !asOrdered) {
    // Only an order awaiting payment has no capture yet: past its pay-by instant it has ended.
    await owePremiumBack(
      tx,
      order,
      {
        reason: 'LATE_PAYMENT',
        state: 'EXPIRED',
        amount: captured.amount,
        ...(asOrdered ? {} : { failure: 'PAYMENT_MISMATCH' }),
      },
      now,
    );
    return 'refund';
  }
  await tx
    .update(insuranceOrders)
    .set({ state: 'PAID', insurerCheckedAt: null })
    .where(eq(insuranceOrders.id, order.id));
  return 'paid';
}

/** A verified webhook naming an insurance order: applying it is idempotent, so a redelivery changes nothing. */
export async function receiveInsurancePaymentWebhook(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: PaymentWebhookEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  if (isRefundEvent(event))
    return deps.db.transaction(async (tx) => {
      const outcome = await applyInsuranceRefundWebhook(tx, event.refund, deps.clock.now());
      return { duplicate: outcome === 'stale', outcome };
    });
  if (event.type !== 'payment.captured' && event.type !== 'payment_link.paid')
    return { duplicate: false, outcome: 'ignored' };
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, event.reference);
    if (!order) return { duplicate: false, outcome: 'unknown-payment' };
    const outcome = await applyInsuranceLinkStatus(
      tx,
      order,
      { linkId: event.linkId, payments: [event.payment] },
      deps.clock.now(),
    );
    return { duplicate: outcome === 'stale', outcome };
  });
}

/** Whether the order's link may yet bring money we have not recorded: the gateway is to be asked. */
export const awaitsPayment = (order: InsuranceOrderRow, now: Date) =>
  order.paymentLinkId !== null &&
  order.paidAt === null &&
  (order.state === 'CREATED' ||
    (order.state === 'EXPIRED' && order.payBy.getTime() > now.getTime() - paymentWatchMs));

/** How often an order's link is asked about at most, by the sweep or a screen polling. */
export const paymentQuietMs = 10_000;

/**
 * Orders whose links the sweep asks the gateway about: a minute old, not known paid, not ended a
 * day ago, not asked in the last ten seconds; longest unasked first.
 */
export async function ordersToPoll(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: insuranceOrders.id })
    .from(insuranceOrders)
    .where(
      and(
        inArray(insuranceOrders.state, ['CREATED', 'EXPIRED']),
        isNull(insuranceOrders.paidAt),
        isNotNull(insuranceOrders.paymentLinkId),
        gt(insuranceOrders.payBy, new Date(now.getTime() - paymentWatchMs)),
        lt(insuranceOrders.createdAt, new Date(now.getTime() - 60_000)),
        or(
          isNull(insuranceOrders.paymentCheckedAt),
          lt(insuranceOrders.paymentCheckedAt, new Date(now.getTime() - paymentQuietMs)),
        ),
      ),
    )
    .orderBy(sql`${insuranceOrders.paymentCheckedAt} asc nulls first`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Asks the gateway's status API about an order's link (a webhook that never came) and applies it. */
export async function refreshInsurancePayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>,
  orderId: string,
): Promise<string> {
  const [row] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  if (!row?.paymentLinkId || row.paidAt) return 'ignored';
  try {
    const link = await deps.paymentGateway.fetchPaymentLink(row.paymentLinkId);
    return await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return 'ignored';
      return applyInsuranceLinkStatus(tx, order, link, deps.clock.now());
    });
  } finally {
    await deps.db
      .update(insuranceOrders)
      .set({ paymentCheckedAt: deps.clock.now() })
      .where(eq(insuranceOrders.id, orderId));
  }
}
