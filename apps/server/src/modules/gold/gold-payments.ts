import { randomUUID } from 'node:crypto';

import { indianDate } from '@kredo/domain/calendar-date';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  isRefundEvent,
  type PaymentLinkStatus,
  type PaymentWebhookEvent,
} from '../../providers/payment-gateway/index.ts';
import { postOrderPayment, postRefundDue } from './gold-ledger.ts';
import { applyGoldRefundWebhook } from './gold-refunds.ts';
import { lockOrder, type GoldOrderRow } from './gold-orders.ts';
import { goldOrders, goldPayouts } from './gold.schema.ts';

/**
 * A gold order's payment at the gateway, applied once whatever the order of its news (webhook,
 * status API): its capture is credited in the transaction that marks the order paid. Money that
 * comes after the order's pay-by instant, or for an order no longer awaiting it, is never
 * credited at the old price: it is owed back and refunded (docs/decisions.md "A late gold
 * payment").
 */

/** Whether a payment reference (the link's reference_id) is a gold order's id. */
export async function isGoldOrder(db: Db, reference: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(reference)) return false;
  const [row] = await db.select({ id: goldOrders.id }).from(goldOrders).where(eq(goldOrders.id, reference));
  return row !== undefined;
}

/** The refund of an order's payment, owed from this transaction on; once per order. */
export async function owePaymentBack(tx: Db, order: GoldOrderRow, reason: string, now: Date) {
  await postRefundDue(tx, order, indianDate(now), now);
  await tx
    .insert(goldPayouts)
    .values({
      id: randomUUID(),
      orderId: order.id,
      purpose: 'REFUND',
      amountPaise: order.amountPaise,
      status: 'REQUESTED',
      createdAt: now,
    })
    .onConflictDoNothing();
  await tx
    .update(goldOrders)
    .set({ status: 'FAILED', failureReason: reason, settledAt: now })
    .where(eq(goldOrders.id, order.id));
}

export async function applyGoldLinkStatus(
  tx: Db,
  order: GoldOrderRow,
  link: Pick<PaymentLinkStatus, 'linkId' | 'payments'>,
  now: Date,
): Promise<string> {
  if (order.paidAt) return 'stale';
  const captured = link.payments.find((payment) => payment.status === 'captured');
  if (!captured) return 'unpaid';
  // The gateway makes one link per reference (the order's id): a link the order has no id of is
  // the one whose making answered nothing here, and its payment is the order's as any.
  const ownLink = order.paymentLinkId === null || link.linkId === order.paymentLinkId;
  if (!ownLink || captured.amount !== order.amountPaise) return 'mismatch';
  const capturedAt = captured.capturedAt ?? now;
  await tx
    .update(goldOrders)
    .set({ paidAt: capturedAt, gatewayPaymentId: captured.paymentId, paymentLinkId: link.linkId })
    .where(eq(goldOrders.id, order.id));
  await postOrderPayment(tx, order, indianDate(capturedAt), now);
  const inTime = order.status === 'VERIFIED' && capturedAt.getTime() <= order.payBy.getTime();
  if (!inTime) {
    await owePaymentBack(tx, order, 'LATE_PAYMENT', now);
    return 'refund';
  }
  await tx
    .update(goldOrders)
    .set({ status: 'PAID', vendorCheckedAt: null })
    .where(eq(goldOrders.id, order.id));
  return 'paid';
}

/** A verified webhook naming a gold order: applying it is idempotent, so a redelivery changes nothing. */
export async function receiveGoldPaymentWebhook(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: PaymentWebhookEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  if (isRefundEvent(event))
    return deps.db.transaction(async (tx) => {
      const outcome = await applyGoldRefundWebhook(tx, event.refund, deps.clock.now());
      return { duplicate: outcome === 'stale', outcome };
    });
  if (event.type !== 'payment.captured' && event.type !== 'payment_link.paid')
    return { duplicate: false, outcome: 'ignored' };
  const payments = [event.payment];
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, event.reference);
    if (!order) return { duplicate: false, outcome: 'unknown-payment' };
    const link = { linkId: event.linkId, payments };
    const outcome = await applyGoldLinkStatus(tx, order, link, deps.clock.now());
    return { duplicate: outcome === 'stale', outcome };
  });
}

/** Asks the gateway's status API about an order's link (a webhook that never came) and applies it. */
export async function refreshGoldPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>,
  orderId: string,
) {
  const [row] = await deps.db.select().from(goldOrders).where(eq(goldOrders.id, orderId));
  if (!row?.paymentLinkId || row.paidAt) return 'ignored';
  const link = await deps.paymentGateway.fetchPaymentLink(row.paymentLinkId);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return 'ignored';
    return applyGoldLinkStatus(tx, order, link, deps.clock.now());
  });
}

/**
 * An order's link at its pay-by instant, before the order may end: cancelled, so nothing more can
 * be paid on it. A link the gateway will not cancel (paid, being paid, or expired) is read and a
 * capture on it applied as any (made by the pay-by instant, the order is paid; later, it is owed
 * back). True when nothing was paid and nothing can be; false when a payment was applied, or is
 * still being made (the sweep's next pass asks again), so no payment is ever left unrecorded.
 */
export async function closeGoldPaymentLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>,
  orderId: string,
  linkId: string,
): Promise<boolean> {
  try {
    await deps.paymentGateway.cancelPaymentLink(linkId);
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
  }
  const link = await deps.paymentGateway.fetchPaymentLink(linkId);
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    return order ? applyGoldLinkStatus(tx, order, link, deps.clock.now()) : 'ignored';
  });
  if (outcome === 'mismatch') return true;
  return outcome === 'unpaid' && (link.status === 'expired' || link.status === 'cancelled');
}
