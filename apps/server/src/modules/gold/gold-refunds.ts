import { indianDate } from '@kredo/domain/calendar-date';
import { and, eq, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RefundStatus } from '../../providers/payment-gateway/index.ts';
import { postGoldRefund } from './gold-ledger.ts';
import { requestedToRefresh } from './gold-payouts.ts';
import { goldOrders, goldPayouts } from './gold.schema.ts';

export type RefundDeps = Pick<AppDeps, 'db' | 'clock' | 'paymentGateway'>;
type GoldPayoutRow = typeof goldPayouts.$inferSelect;

/**
 * A gold order's payment given back (the vendor failed the order, or the money came after its
 * price expired): refunded by the gateway against the payment, under the refund row's id as its
 * idempotency key (asked again, the same refund, never a second). Processed: refunds payable is
 * cleared against the gateway's suspense (the gateway deducts it from its settlement). Failed:
 * the money stays owed, the refund FAILED for operations.
 */
async function fail(db: Db, id: string, text: string) {
  await db.update(goldPayouts).set({ status: 'FAILED', failureText: text }).where(eq(goldPayouts.id, id));
  return 'failed';
}

export async function requestGoldRefund(deps: RefundDeps, refund: GoldPayoutRow): Promise<string> {
  if (refund.status !== 'REQUESTED' || refund.purpose !== 'REFUND') return 'ignored';
  const [order] = await deps.db.select().from(goldOrders).where(eq(goldOrders.id, refund.orderId));
  if (!order?.gatewayPaymentId) return fail(deps.db, refund.id, 'The payment to refund is not known');
  let status: RefundStatus;
  try {
    status = await deps.paymentGateway.refundPayment({
      idempotencyKey: refund.id,
      paymentId: order.gatewayPaymentId,
      amount: refund.amountPaise,
      notes: `Gold order ${order.id}`,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    return fail(deps.db, refund.id, `Refused by the gateway: ${error.message}`);
  }
  await deps.db
    .update(goldPayouts)
    .set({ providerId: status.refundId, checkedAt: deps.clock.now() })
    .where(and(eq(goldPayouts.id, refund.id), isNull(goldPayouts.providerId)));
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(goldPayouts).where(eq(goldPayouts.id, refund.id)).for('update');
    return locked ? applyGoldRefund(tx, locked, status, deps.clock.now()) : 'ignored';
  });
}

/** Applies where the gateway says a refund stands, to the locked row, once. */
export async function applyGoldRefund(
  tx: Db,
  refund: GoldPayoutRow,
  status: RefundStatus,
  now: Date,
): Promise<string> {
  if (refund.status !== 'REQUESTED' || status.status === 'pending')
    return status.status === 'pending' ? 'pending' : 'stale';
  if (status.status === 'failed') {
    await tx
      .update(goldPayouts)
      .set({
        status: 'FAILED',
        failureText: status.failureReason ?? 'Refund failed',
        providerId: status.refundId,
      })
      .where(eq(goldPayouts.id, refund.id));
    return 'failed';
  }
  const processedAt = status.processedAt ?? now;
  await postGoldRefund(tx, refund, indianDate(processedAt), now);
  await tx
    .update(goldPayouts)
    .set({ status: 'PAID', paidAt: processedAt, providerId: status.refundId })
    .where(eq(goldPayouts.id, refund.id));
  return 'refunded';
}

/** A refund's webhook (its idempotency key names our refund row), in the caller's transaction. */
export async function applyGoldRefundWebhook(tx: Db, status: RefundStatus, now: Date): Promise<string> {
  if (!/^[0-9a-f-]{36}$/i.test(status.idempotencyKey)) return 'unknown-refund';
  const [refund] = await tx
    .select()
    .from(goldPayouts)
    .where(eq(goldPayouts.id, status.idempotencyKey))
    .for('update');
  if (!refund) return 'unknown-refund';
  return applyGoldRefund(tx, refund, status, now);
}

/** Asks the gateway about one requested refund (or asks for it, never made) and applies the answer. */
export async function refreshGoldRefund(deps: RefundDeps, refundId: string): Promise<string> {
  const [row] = await deps.db.select().from(goldPayouts).where(eq(goldPayouts.id, refundId));
  if (row?.status !== 'REQUESTED' || row.purpose !== 'REFUND') return 'ignored';
  const status = row.providerId
    ? await deps.paymentGateway.fetchRefund(row.providerId)
    : await deps.paymentGateway.findRefund(row.id);
  if (!status) return requestGoldRefund(deps, row);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(goldPayouts).where(eq(goldPayouts.id, refundId)).for('update');
    if (!locked) return 'ignored';
    const now = deps.clock.now();
    await tx.update(goldPayouts).set({ checkedAt: now }).where(eq(goldPayouts.id, refundId));
    return applyGoldRefund(tx, locked, status, now);
  });
}

/** Refunds not yet asked for, or asked with no news for two minutes: the sweep's. */
export const refundsToRefresh = (db: Db, now: Date) => requestedToRefresh(db, now, 'REFUND');
