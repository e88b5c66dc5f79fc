import { randomUUID } from 'node:crypto';

import type { Payment, PaymentStatus } from '@kredo/contract/loan-payments';
import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import { paise, type Paise } from '@kredo/domain/money';
import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  isRefundEvent,
  type PaymentLinkStatus,
  type PaymentWebhookEvent,
} from '../../providers/payment-gateway/index.ts';
import { lockCreditLine } from '../credit-lines/credit-line-records.ts';
import { postLineReceipt } from '../credit-lines/credit-line-receipts.ts';
import { postCoolingOffExit } from './cooling-off-exit.ts';
import { postForeclosure } from './foreclosure-receipt.ts';
import { paymentViewOf, type Deps, type PaymentRow } from './loan-payments.service.ts';
import { lockLoan } from './loan-position.ts';
import { loanPayments, paymentBreaks, paymentWebhookReceipts } from './loan-payments.schema.ts';
import { postPrepayment } from './prepayment.ts';
import { postReceipt } from './receipts.ts';

/**
 * What the gateway says of a payment, applied once (webhook, status API, browser return): a capture
 * credited to the payment it belongs to, or held as a break; a failure or an expiry recorded.
 */
/**
 * Credits a captured payment to its loan, once: under the payment's id as the receipt's key, in
 * the transaction that marks it CAPTURED. A foreclosure that still covers the day's quote closes
 * the loan; a part prepayment pays the dues and reschedules the loan on the rest (prepayment.ts);
 * any other amount is allocated to the dues and the excess held as an advance.
 */
async function credit(tx: Db, row: PaymentRow, gatewayPaymentId: string, capturedAt: Date, now: Date) {
  const loan = await lockLoan(tx, row.loanId);
  if (!loan) return creditLine(tx, row, gatewayPaymentId, capturedAt, now);
  // A quote (foreclosure, cooling-off exit) holds for its link's life: paid at 00:05 on a link of
  // 23:50, it is valued on the quote's day (whose close waits for the open payment).
  const quoted = row.purpose === 'FORECLOSURE' || row.purpose === 'COOLING_OFF';
  const businessDate =
    quoted && capturedAt.getTime() <= row.expiresAt.getTime()
      ? indianDate(row.createdAt)
      : indianDate(capturedAt);
  const input = {
    idempotencyKey: `payment:${row.id}`,
    source: 'gateway' as const,
    amount: paise(row.amountPaise) as Paise,
    businessDate,
    narration: `Payment ${gatewayPaymentId}`,
  };
  // The payment's row first: the posting's lines lock the lender's own accounts (shared by every
  // payment) until commit, so the less that follows them the sooner the next payment posts.
  await tx
    .update(loanPayments)
    .set({ status: 'CAPTURED', gatewayPaymentId, capturedAt, creditedOn: businessDate, failureReason: null })
    .where(eq(loanPayments.id, row.id));
  // An amount covering the day's payoff closes the loan as a foreclosure does.
  if (row.purpose === 'FORECLOSURE' || row.purpose === 'AMOUNT') await postForeclosure(tx, loan, input, now);
  else if (row.purpose === 'COOLING_OFF') await postCoolingOffExit(tx, loan, input, now);
  else if (row.purpose === 'PREPAYMENT') await postPrepayment(tx, loan, input, now);
  else await postReceipt(tx, loan, input, now);
}

/** A payment on a credit line: credited on the day captured, spread by the line's repayment rules. */
async function creditLine(tx: Db, row: PaymentRow, gatewayPaymentId: string, capturedAt: Date, now: Date) {
  const line = await lockCreditLine(tx, row.loanId);
  if (!line) throw notFound('loan');
  // Captured on a day the line's close has passed (a late webhook): credited on its open day.
  const captured = indianDate(capturedAt);
  const businessDate = captured < line.businessDate ? isoDate(line.businessDate) : captured;
  await tx
    .update(loanPayments)
    .set({ status: 'CAPTURED', gatewayPaymentId, capturedAt, creditedOn: businessDate, failureReason: null })
    .where(eq(loanPayments.id, row.id));
  await postLineReceipt(
    tx,
    line,
    {
      idempotencyKey: `payment:${row.id}`,
      source: 'gateway',
      amount: paise(row.amountPaise),
      businessDate,
      narration: `Payment ${gatewayPaymentId}`,
    },
    now,
  );
}

async function lockPayment(tx: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(loanPayments).where(eq(loanPayments.id, id)).for('update');
  return row;
}

export type PaymentBreakReason = 'LINK_MISMATCH' | 'AMOUNT_MISMATCH' | 'PAYMENT_ID_REUSED';

/**
 * Why a captured payment the gateway reports cannot be credited to the payment it names, or null:
 * it must be on the payment's own link, for the link's amount, and a gateway payment not already
 * credited to another payment.
 */
async function mismatchOf(
  tx: Db,
  row: PaymentRow,
  linkId: string,
  captured: PaymentLinkStatus['payments'][number],
): Promise<PaymentBreakReason | null> {
  if (linkId !== row.linkId) return 'LINK_MISMATCH';
  if (captured.amount !== row.amountPaise) return 'AMOUNT_MISMATCH';
  const [other] = await tx
    .select({ id: loanPayments.id })
    .from(loanPayments)
    .where(and(eq(loanPayments.gatewayPaymentId, captured.paymentId), ne(loanPayments.id, row.id)))
    .limit(1);
  return other ? 'PAYMENT_ID_REUSED' : null;
}

/** Applies where the gateway says a payment's link stands (status API or webhook), to the locked row. */
async function applyLinkStatus(
  tx: Db,
  row: PaymentRow,
  link: Pick<PaymentLinkStatus, 'linkId' | 'status' | 'payments'>,
  now: Date,
) {
  if (row.status === 'CAPTURED') return 'stale';
  const captured = link.payments.find((payment) => payment.status === 'captured');
  if (captured) {
    const mismatch = await mismatchOf(tx, row, link.linkId, captured);
    if (mismatch) {
      // Credited nowhere: operations look into it (GET /back-office/payments/breaks).
      await tx
        .insert(paymentBreaks)
        .values({
          id: randomUUID(),
          paymentId: row.id,
          reason: mismatch,
          linkId: link.linkId,
          gatewayPaymentId: captured.paymentId,
          capturedPaise: captured.amount,
          detectedAt: now,
        })
        .onConflictDoNothing();
      return 'held';
    }
    await credit(tx, row, captured.paymentId, captured.capturedAt ?? now, now);
    return 'credited';
  }
  const authorised = link.payments.some((payment) => payment.status === 'authorized');
  const lastFailed = link.payments.at(-1)?.status === 'failed' ? link.payments.at(-1) : undefined;
  const status: PaymentStatus =
    link.status === 'expired' || link.status === 'cancelled'
      ? 'EXPIRED'
      : authorised
        ? 'PENDING'
        : lastFailed
          ? 'FAILED'
          : 'CREATED';
  await tx
    .update(loanPayments)
    .set({ status, failureReason: lastFailed?.errorReason ?? null })
    .where(eq(loanPayments.id, row.id));
  return status;
}

/** The borrower's own payment; a payment not yet final is first checked at the gateway's status API. */
export async function paymentOf(deps: Deps, userId: string, paymentId: string): Promise<Payment> {
  const [row] = await deps.db
    .select()
    .from(loanPayments)
    .where(and(eq(loanPayments.id, paymentId), eq(loanPayments.userId, userId)));
  if (!row) throw notFound('payment');
  if (row.status === 'CAPTURED' || row.status === 'EXPIRED' || !row.linkId) return paymentViewOf(row);
  await refreshPayment(deps, row.id);
  const [fresh] = await deps.db.select().from(loanPayments).where(eq(loanPayments.id, paymentId));
  return paymentViewOf(fresh ?? row);
}

/** Asks the gateway's status API about one payment and applies the answer. */
export async function refreshPayment(deps: Deps, paymentId: string): Promise<string> {
  const [row] = await deps.db.select().from(loanPayments).where(eq(loanPayments.id, paymentId));
  if (!row?.linkId) return 'ignored';
  const link = await deps.paymentGateway.fetchPaymentLink(row.linkId);
  return deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) return 'ignored';
    return applyLinkStatus(tx, locked, link, deps.clock.now());
  });
}

/**
 * A verified webhook: recorded by its event id in the transaction of its effect, so a redelivery
 * changes nothing; the event is read against the payment's row, whatever order they come in.
 */
export async function receivePaymentWebhook(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: PaymentWebhookEvent,
): Promise<{ duplicate: boolean; outcome: string }> {
  // A loan payment is never refunded through the gateway (money owed back is paid out): a
  // refund's news changes nothing of the payment it names.
  if (isRefundEvent(event)) return { duplicate: false, outcome: 'ignored' };
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const recorded = await tx
      .insert(paymentWebhookReceipts)
      .values({ eventId: event.eventId, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return { duplicate: true, outcome: 'duplicate' };
    const row = await lockPayment(tx, event.reference).catch(() => undefined);
    if (!row) return { duplicate: false, outcome: 'unknown-payment' };
    // Only a capture is looked at against another payment's link (a break); a failure or an expiry
    // of some other link changes nothing here.
    if (
      event.linkId !== row.linkId &&
      event.type !== 'payment.captured' &&
      event.type !== 'payment_link.paid'
    )
      return { duplicate: false, outcome: 'ignored' };
    if (event.type === 'payment_link.expired')
      return {
        duplicate: false,
        outcome: await applyLinkStatus(
          tx,
          row,
          { linkId: event.linkId, status: 'expired', payments: [] },
          now,
        ),
      };
    const payments = [event.payment];
    const status = event.type === 'payment.failed' ? 'created' : 'paid';
    return {
      duplicate: false,
      outcome: await applyLinkStatus(tx, row, { linkId: event.linkId, status, payments }, now),
    };
  });
}

/** Payments not final whose link should have been paid or expired by now: the sweep asks the gateway. */
export async function paymentsToCheck(db: Db, now: Date, limit = 100): Promise<string[]> {
  // A payment whose link the gateway never made (an outage at creation) is closed as failed.
  await db
    .update(loanPayments)
    .set({ status: 'FAILED', failureReason: 'The payment page could not be opened' })
    .where(
      and(
        eq(loanPayments.status, 'CREATED'),
        isNull(loanPayments.linkId),
        lt(loanPayments.createdAt, new Date(now.getTime() - 2 * 60_000)),
      ),
    );
  const rows = await db
    .select({ id: loanPayments.id })
    .from(loanPayments)
    .where(
      and(
        inArray(loanPayments.status, ['CREATED', 'PENDING', 'FAILED']),
        lt(loanPayments.createdAt, new Date(now.getTime() - 2 * 60_000)),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
