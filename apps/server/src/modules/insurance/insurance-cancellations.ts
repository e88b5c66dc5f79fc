import { insuranceMessages } from '@kredo/contract/insurance-messages';
import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { freeLookRefund } from '@kredo/domain/insurance';
import { paise } from '@kredo/domain/money';
import { and, eq, isNotNull, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PolicyCancellation } from '../../providers/insurer/index.ts';
import { postFreeLookRefundDue } from './insurance-ledger.ts';
import { isCancellable, lockOrder } from './insurance-orders.ts';
import { recordRefund, requestInsuranceRefund } from './insurance-refunds.ts';
import { insuranceOrders, insuranceRefunds, type InsuranceOrderRow } from './insurance.schema.ts';

export type CancelDeps = Pick<AppDeps, 'db' | 'clock' | 'insurer' | 'paymentGateway'>;

const refused = (why: string, userMessage: string) => new AppError('INSURANCE_REFUSED', why, { userMessage });

/** Whether the insurer already holds the policy cancelled: our record of its cancellation was lost. */
async function cancelledAtInsurer(deps: CancelDeps, order: InsuranceOrderRow): Promise<boolean> {
  return (await deps.insurer.findProposal(order.id))?.status === 'cancelled';
}

/**
 * The insurer's cancellation recorded, once: the order CANCELLED and the refund (the premium less
 * the days covered up to the day the insurer cancelled, however late this runs) owed out of what
 * the insurer is owed, in one transaction; the gateway refund follows.
 */
async function recordCancellation(
  deps: CancelDeps,
  orderId: string,
  cancellation: PolicyCancellation,
): Promise<number> {
  const now = deps.clock.now();
  const refund = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new AppError('NOT_FOUND', 'no such insurance order');
    if (locked.state !== 'ISSUED')
      throw refused('already cancelled', insuranceMessages.insuranceNotCancellable);
    const today = indianDate(now);
    const amount = freeLookRefund(
      paise(locked.pricePaise),
      { coverFrom: isoDate(locked.coverFrom ?? today), coverTill: isoDate(locked.coverTill ?? today) },
      indianDate(cancellation.cancelledAt),
    );
    if (amount > 0) {
      await postFreeLookRefundDue(tx, locked, amount, today, now);
      await recordRefund(tx, locked.id, 'FREE_LOOK', amount, now);
    }
    await tx
      .update(insuranceOrders)
      .set({
        state: 'CANCELLED',
        cancelledAt: cancellation.cancelledAt,
        cancellationId: cancellation.cancellationId,
      })
      .where(eq(insuranceOrders.id, locked.id));
    return amount;
  });
  const [owed] = await deps.db
    .select()
    .from(insuranceRefunds)
    .where(and(eq(insuranceRefunds.orderId, orderId), eq(insuranceRefunds.status, 'REQUESTED')));
  // The gateway now if it answers; the insurance sweep asks again if not.
  if (owed) await requestInsuranceRefund(deps, owed.id).catch(() => 'later');
  return refund;
}

/**
 * A cancellation within the free look period (30 days from the policy's receipt, IRDAI), asked by
 * the customer or by operations on the customer's request: marked asked, the insurer confirms it,
 * then it is recorded (recordCancellation). Once only: a second is refused. The insurer cancels
 * first, so a stop or a failure in between leaves a policy cancelled there and issued here: asked
 * again, even past the free look period, the insurer's cancellation is recorded, and the sweep
 * records it by itself a minute after it was asked (completeAskedCancellation).
 */
export async function cancelWithinFreeLook(
  deps: CancelDeps,
  orderId: string,
  reason: string,
): Promise<{ orderId: string; refund: number }> {
  const [order] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'no such insurance order');
  const now = deps.clock.now();
  if (order.state !== 'ISSUED' || !order.policyNumber)
    throw refused('only an issued policy can be cancelled', insuranceMessages.insuranceNotCancellable);
  if (!isCancellable(order, now) && !(await cancelledAtInsurer(deps, order)))
    throw refused('the free look period has ended', insuranceMessages.insuranceFreeLookOver);
  await deps.db
    .update(insuranceOrders)
    .set({ cancelRequestedAt: now })
    .where(and(eq(insuranceOrders.id, orderId), eq(insuranceOrders.state, 'ISSUED')));
  const cancellation = await deps.insurer
    .cancelPolicy(order.policyNumber, { reason })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CONFLICT')
        throw refused(`the insurer refused: ${error.message}`, insuranceMessages.insuranceFreeLookOver);
      throw error;
    });
  return { orderId, refund: await recordCancellation(deps, orderId, cancellation) };
}

/** Issued orders whose cancellation was asked of the insurer over a minute ago and not recorded. */
export async function cancellationsToComplete(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: insuranceOrders.id })
    .from(insuranceOrders)
    .where(
      and(
        eq(insuranceOrders.state, 'ISSUED'),
        isNotNull(insuranceOrders.cancelRequestedAt),
        lt(insuranceOrders.cancelRequestedAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The sweep's: a cancellation asked and not recorded is recorded if the insurer made it; if it did
 * not (it refused, or never got the request), the mark goes and the customer may ask again.
 */
export async function completeAskedCancellation(deps: CancelDeps, orderId: string): Promise<string> {
  const [order] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  if (order?.state !== 'ISSUED' || !order.cancelRequestedAt || !order.policyNumber) return 'ignored';
  if (!(await cancelledAtInsurer(deps, order))) {
    await deps.db
      .update(insuranceOrders)
      .set({ cancelRequestedAt: null })
      .where(and(eq(insuranceOrders.id, orderId), eq(insuranceOrders.state, 'ISSUED')));
    return 'not-cancelled';
  }
  // Asked again, the insurer answers the cancellation it made.
  const cancellation = await deps.insurer.cancelPolicy(order.policyNumber, {
    reason: 'Customer request (free look)',
  });
  await recordCancellation(deps, orderId, cancellation);
  return 'cancelled';
}
