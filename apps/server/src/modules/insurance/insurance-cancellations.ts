import { insuranceMessages } from '@kredo/contract/insurance-messages';
import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { freeLookRefund } from '@kredo/domain/insurance';
import { paise } from '@kredo/domain/money';
import { and, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { postFreeLookRefundDue } from './insurance-ledger.ts';
import { isCancellable, lockOrder } from './insurance-orders.ts';
import { recordRefund, requestInsuranceRefund } from './insurance-refunds.ts';
import { insuranceOrders, insuranceRefunds, type InsuranceOrderRow } from './insurance.schema.ts';

export type CancelDeps = Pick<AppDeps, 'db' | 'clock' | 'insurer' | 'paymentGateway'>;

const refused = (why: string, userMessage: string) => new AppError('INSURANCE_REFUSED', why, { userMessage });

function assertCancellable(order: InsuranceOrderRow, now: Date) {
  if (order.state !== 'ISSUED' || !order.policyNumber)
    throw refused('only an issued policy can be cancelled', insuranceMessages.insuranceNotCancellable);
  if (!isCancellable(order, now))
    throw refused('the free look period has ended', insuranceMessages.insuranceFreeLookOver);
}

/**
 * A cancellation within the free look period (30 days from the policy's receipt, IRDAI), asked by
 * the customer or by operations on the customer's request: the insurer confirms it, then in one
 * transaction the order is CANCELLED and the refund (the premium less the days covered) is owed
 * out of what the insurer is owed; the gateway refund follows. Once only: a second is refused.
 */
export async function cancelWithinFreeLook(
  deps: CancelDeps,
  orderId: string,
  reason: string,
): Promise<{ orderId: string; refund: number }> {
  const [order] = await deps.db.select().from(insuranceOrders).where(eq(insuranceOrders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'no such insurance order');
  assertCancellable(order, deps.clock.now());
  const cancellation = await deps.insurer
    .cancelPolicy(order.policyNumber ?? '', { reason })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CONFLICT')
        throw refused(`the insurer refused: ${error.message}`, insuranceMessages.insuranceFreeLookOver);
      throw error;
    });
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
      today,
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
  return { orderId, refund };
}
