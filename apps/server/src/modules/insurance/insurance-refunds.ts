import { randomUUID } from 'node:crypto';

import { indianDate } from '@kredo/domain/calendar-date';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RefundStatus } from '../../providers/payment-gateway/index.ts';
import { postPremiumRefundDue, postPremiumRefunded } from './insurance-ledger.ts';
import {
  insuranceOrders,
  insuranceRefunds,
  type InsuranceOrderRow,
  type InsuranceRefundRow,
} from './insurance.schema.ts';

export type RefundDeps = Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>;
export type RefundReason = 'REFUSED' | 'LATE_PAYMENT' | 'FREE_LOOK';

/**
 * A premium given back: owed from the transaction that ends the order (its ledger entry and the
 * refund row together), then refunded by the gateway against the payment under the refund row's
 * id as its idempotency key (asked again, the same refund, never a second). Processed: refunds
 * payable is cleared against the gateway's suspense. Declined: the money stays owed, the refund
 * FAILED, for operations to try again (insurance-refund-retry.ts).
 */

/** Records the refund owed, once per order (a declined one is tried again as a new row by operations). */
export async function recordRefund(tx: Db, orderId: string, reason: RefundReason, amount: number, now: Date) {
  await tx
    .insert(insuranceRefunds)
    .values({ id: randomUUID(), orderId, reason, amountPaise: amount, status: 'REQUESTED', createdAt: now })
    .onConflictDoNothing();
}

/**
 * The whole premium owed back, the order ended in `state`: the insurer refused or failed it, or it
 * came too late (or not as the order's link and price: `amount` is then what was captured).
 */
export async function owePremiumBack(
  tx: Db,
  order: InsuranceOrderRow,
  end: {
    reason: Exclude<RefundReason, 'FREE_LOOK'>;
    state: 'REFUSED' | 'EXPIRED';
    failure?: string;
    amount?: number;
  },
  now: Date,
) {
  const amount = end.amount ?? order.pricePaise;
  await postPremiumRefundDue(tx, { id: order.id, pricePaise: amount }, indianDate(now), now);
  await recordRefund(tx, order.id, end.reason, amount, now);
  await tx
    .update(insuranceOrders)
    .set({ state: end.state, failureReason: end.failure ?? end.reason })
    .where(eq(insuranceOrders.id, order.id));
}

async function decline(db: Db, id: string, text: string) {
  await db
    .update(insuranceRefunds)
    .set({ status: 'FAILED', failureText: text })
    .where(eq(insuranceRefunds.id, id));
  return 'failed';
}

const lockRefund = async (tx: Db, id: string) =>
  (await tx.select().from(insuranceRefunds).where(eq(insuranceRefunds.id, id)).for('update'))[0];

/** Applies where the gateway says a refund stands, to the locked row, once. */
export async function applyInsuranceRefund(
  tx: Db,
  refund: InsuranceRefundRow,
  status: RefundStatus,
  now: Date,
): Promise<string> {
  if (refund.status !== 'REQUESTED' || status.status === 'pending')
    return status.status === 'pending' ? 'pending' : 'stale';
  if (status.status === 'failed') {
    await tx
      .update(insuranceRefunds)
      .set({
        status: 'FAILED',
        failureText: status.failureReason ?? 'Refund failed',
        providerId: status.refundId,
      })
      .where(eq(insuranceRefunds.id, refund.id));
    return 'failed';
  }
  const processedAt = status.processedAt ?? now;
  await postPremiumRefunded(tx, refund, indianDate(processedAt), now);
  await tx
    .update(insuranceRefunds)
    .set({ status: 'PAID', paidAt: processedAt, providerId: status.refundId })
    .where(eq(insuranceRefunds.id, refund.id));
  return 'refunded';
}

/** Asks the gateway for the refund (or answers the one made under its key) and applies the answer. */
export async function requestInsuranceRefund(deps: RefundDeps, refundId: string): Promise<string> {
  const [refund] = await deps.db.select().from(insuranceRefunds).where(eq(insuranceRefunds.id, refundId));
  if (refund?.status !== 'REQUESTED') return 'ignored';
  const [order] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, refund.orderId));
  if (!order?.gatewayPaymentId) return decline(deps.db, refund.id, 'The payment to refund is not known');
  let status: RefundStatus;
  try {
    status = await deps.paymentGateway.refundPayment({
      idempotencyKey: refund.id,
      paymentId: order.gatewayPaymentId,
      amount: refund.amountPaise,
      notes: `Insurance order ${order.id}`,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    return decline(deps.db, refund.id, `Refused by the gateway: ${error.message}`);
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, refund.id);
    if (!locked) return 'ignored';
    await tx
      .update(insuranceRefunds)
      .set({ providerId: status.refundId, checkedAt: deps.clock.now() })
      .where(eq(insuranceRefunds.id, refund.id));
    return applyInsuranceRefund(tx, locked, status, deps.clock.now());
  });
}

/** A refund's webhook (its idempotency key names our refund row), in the caller's transaction. */
export async function applyInsuranceRefundWebhook(tx: Db, status: RefundStatus, now: Date): Promise<string> {
  if (!/^[0-9a-f-]{36}$/i.test(status.idempotencyKey)) return 'unknown-refund';
  const refund = await lockRefund(tx, status.idempotencyKey);
  return refund ? applyInsuranceRefund(tx, refund, status, now) : 'unknown-refund';
}

/** Asks the gateway about one requested refund (or asks for it, never made) and applies the answer. */
export async function refreshInsuranceRefund(deps: RefundDeps, refundId: string): Promise<string> {
  const [row] = await deps.db.select().from(insuranceRefunds).where(eq(insuranceRefunds.id, refundId));
  if (row?.status !== 'REQUESTED') return 'ignored';
  const status = row.providerId
    ? await deps.paymentGateway.fetchRefund(row.providerId)
    : await deps.paymentGateway.findRefund(row.id);
  if (!status) return requestInsuranceRefund(deps, row.id);
  return deps.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, refundId);
    if (!locked) return 'ignored';
    const now = deps.clock.now();
    await tx.update(insuranceRefunds).set({ checkedAt: now }).where(eq(insuranceRefunds.id, refundId));
    return applyInsuranceRefund(tx, locked, status, now);
  });
}

/** Refunds not yet asked for, or asked with no news for two minutes: the sweep's. */
export async function refundsToRefresh(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: insuranceRefunds.id })
    .from(insuranceRefunds)
    .where(
      and(
        eq(insuranceRefunds.status, 'REQUESTED'),
        or(
          isNull(insuranceRefunds.checkedAt),
          lt(insuranceRefunds.checkedAt, new Date(now.getTime() - 2 * 60_000)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Each order's refund that counts: a declined refund tried again leaves its newest try last. */
export async function latestRefundsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, InsuranceRefundRow>();
  const refunds = await db
    .select()
    .from(insuranceRefunds)
    .where(inArray(insuranceRefunds.orderId, [...orderIds]))
    .orderBy(asc(insuranceRefunds.createdAt));
  return new Map(refunds.map((refund) => [refund.orderId, refund]));
}
