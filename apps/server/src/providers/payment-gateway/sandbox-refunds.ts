import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RefundStatus } from './index.ts';
import type { SandboxPgRefundRow } from './sandbox.schema.ts';
import { findLink } from './sandbox.repository.ts';
import { insertDeliveries } from './sandbox-deliveries.repository.ts';
import { newRefundId } from './sandbox-ids.ts';
import { refundDeliveriesOf } from './sandbox-refund-events.ts';
import { findRefundByKey, insertRefund, listRefunds, lockPayment } from './sandbox-refunds.repository.ts';
import { paymentStatusAt, planRefund, refundStatusAt, toSecond } from './sandbox-timeline.ts';
import type { NormalisedRefund } from './sandbox-validation.ts';

/*
 * A refund and the webhook its outcome owes are written in one transaction, its payment held
 * meanwhile, so two refunds at once never take more than was captured.
 */

/** The refund as the gateway's API answers it at `now`. */
export function refundStatusOf(row: SandboxPgRefundRow, now: Date): RefundStatus {
  const status = refundStatusAt(row, now);
  return {
    refundId: row.id,
    paymentId: row.paymentId,
    idempotencyKey: row.idempotencyKey,
    amount: row.amount,
    status,
    processedAt: status === 'processed' && row.processedAt ? toSecond(row.processedAt) : null,
    failureReason: status === 'failed' ? row.failureReason : null,
  };
}

/** The refund of this key when it was made from this request; CONFLICT when from another. */
function sameRefund(row: SandboxPgRefundRow, request: NormalisedRefund): SandboxPgRefundRow {
  const same =
    row.paymentId === request.paymentId && row.amount === request.amount && row.notes === request.notes;
  if (!same)
    throw new AppError(
      'CONFLICT',
      'payment gateway: refund idempotency key already used with another request',
    );
  return row;
}

const refuse = (problem: string) => new AppError('VALIDATION_FAILED', `payment gateway: ${problem}`);

/** What of a payment of `captured` paise is left to refund at `now`: a failed refund gives its part back. */
export function refundableOf(captured: number, refunds: readonly SandboxPgRefundRow[], now: Date): number {
  const taken = refunds
    .filter((refund) => refundStatusAt(refund, now) !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return captured - taken;
}

/**
 * The refund of this key: the one already made under it, or a new one of the payment, its outcome
 * by the magic value and its webhook queued. Refuses a payment not captured at `now`, or an amount
 * beyond what remains refundable.
 */
export function refundAndNotify(db: Db, request: NormalisedRefund, now: Date): Promise<SandboxPgRefundRow> {
  return db.transaction(async (tx) => {
    const earlier = await findRefundByKey(tx, request.idempotencyKey);
    if (earlier) return sameRefund(earlier, request);
    const payment = await lockPayment(tx, request.paymentId);
    if (!payment) throw notFound('payment');
    // Another refund under this key may have been made while the payment was held.
    const meanwhile = await findRefundByKey(tx, request.idempotencyKey);
    if (meanwhile) return sameRefund(meanwhile, request);
    if (paymentStatusAt(payment, now) !== 'captured') throw refuse('the payment is not captured');
    const refundable = refundableOf(payment.amount, await listRefunds(tx, payment.id), now);
    if (request.amount > refundable)
      throw refuse('the amount is more than remains refundable of the payment');
    const refund = await insertRefund(tx, {
      id: newRefundId(),
      idempotencyKey: request.idempotencyKey,
      paymentId: payment.id,
      amount: request.amount,
      notes: request.notes,
      createdAt: now,
      ...planRefund(payment, now),
    });
    if (!refund) {
      // The key was taken for a refund of another payment at the same moment.
      const winner = await findRefundByKey(tx, request.idempotencyKey);
      if (!winner) throw new AppError('INTERNAL', 'payment gateway: refund vanished after a conflict');
      return sameRefund(winner, request);
    }
    const link = await findLink(tx, payment.linkId);
    if (!link) throw new AppError('INTERNAL', 'payment gateway: a payment without its link');
    await insertDeliveries(tx, refundDeliveriesOf(link, payment, refund));
    return refund;
  });
}
