// The ledger-posting bench's payments: payment rows as createPayment leaves them, and their capture
// webhooks credited as the route does (payment-capture.ts), so a receipt is posted the server's way.
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../apps/server/src/db/database.ts';
import type { Clock } from '../../apps/server/src/lib/clock.ts';
import { receivePaymentWebhook } from '../../apps/server/src/modules/loans/payment-capture.ts';
import { loans } from '../../apps/server/src/modules/loans/loans.schema.ts';
import { loanPayments } from '../../apps/server/src/modules/loans/loan-payments.schema.ts';
import type { PaymentWebhookEvent } from '../../apps/server/src/providers/payment-gateway/index.ts';
import { seededUuid, type Random } from '../cob/loan-book.ts';
import { runPosters, type PostingRun } from './posters.ts';

/** A payment link the borrower paid: its row is written before the run, its webhook posted during it. */
export type CapturedPayment = { id: string; linkId: string; amount: number };

export type BookLoan = { id: string; userId: string; instalmentPaise: number };

/** The book's open loans in id order (a shuffle of the generated book: ids are random). */
export async function openLoans(db: Db): Promise<BookLoan[]> {
  return db
    .select({ id: loans.id, userId: loans.userId, instalmentPaise: loans.instalmentPaise })
    .from(loans)
    .where(eq(loans.status, 'DISBURSED'))
    .orderBy(asc(loans.id));
}

/**
 * Writes one payment row a payment, as `createPayment` leaves it once its link is made (CREATED,
 * purpose NEXT_EMI: the capture posts it with `postReceipt`), `amount(loan)` paise each; `perLoan`
 * payments on each loan, the loans taken in turn.
 */
export async function writePayments(
  db: Db,
  book: readonly BookLoan[],
  perLoan: number,
  amount: (loan: BookLoan) => number,
  createdAt: Date,
  random: Random,
): Promise<CapturedPayment[]> {
  const rows: (typeof loanPayments.$inferInsert)[] = [];
  for (let round = 0; round < perLoan; round += 1)
    for (const loan of book) {
      const id = seededUuid(random);
      rows.push({
        id,
        loanId: loan.id,
        userId: loan.userId,
        purpose: 'NEXT_EMI',
        amountPaise: amount(loan),
        status: 'CREATED',
        linkId: `plink_bench_${id.slice(0, 8)}${id.slice(-12)}`,
        expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
        createdAt,
      });
    }
  // 11 columns a row: well under PostgreSQL's 65,535 parameters a statement.
  for (let start = 0; start < rows.length; start += 2_000)
    await db.insert(loanPayments).values(rows.slice(start, start + 2_000));
  return rows.map((row) => ({ id: row.id, linkId: row.linkId ?? '', amount: row.amountPaise }));
}

/** The gateway's `payment.captured` webhook of a payment, as the route hands it on once verified. */
export function capturedEvent(payment: CapturedPayment, capturedAt: Date): PaymentWebhookEvent {
  return {
    eventId: `evt_bench_${payment.id}`,
    occurredAt: capturedAt,
    linkId: payment.linkId,
    reference: payment.id,
    type: 'payment.captured',
    payment: {
      paymentId: `pay_bench_${payment.id}`,
      method: 'upi',
      status: 'captured',
      amount: payment.amount,
      errorReason: null,
      capturedAt,
    },
  };
}

/**
 * Credits each payment as the webhook route does once the gateway's signature is verified (one
 * transaction: the event recorded, the payment and its loan locked, the receipt posted, the loan
 * settled, the payment CAPTURED), `concurrency` at a time.
 */
export function postPayments(
  deps: { db: Db; clock: Clock },
  payments: readonly CapturedPayment[],
  concurrency: number,
): Promise<PostingRun> {
  return runPosters(payments, concurrency, async (payment) => {
    const { outcome } = await receivePaymentWebhook(deps, capturedEvent(payment, deps.clock.now()));
    return outcome;
  });
}
