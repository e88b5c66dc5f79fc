import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { creditLineRefunds } from '../credit-lines/credit-line-refunds.schema.ts';
import { creditLineDebits, creditLineDrawdowns } from '../credit-lines/credit-lines.schema.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { disbursals, loanDebits } from '../loans/loans.schema.ts';
import { loanPayments, loanRefunds } from '../loans/loan-payments.schema.ts';
import { goldGatewayExpected, goldPayoutExpected } from './gold-expectations.ts';
import { insuranceGatewayExpected } from './insurance-expectations.ts';
import { referralPayoutExpected } from './referral-expectations.ts';
import { entryLine, expectedOf, ofDayOr } from './settlement-lines.ts';

export { dayWindow } from './settlement-lines.ts';

/*
 * What our ledger holds that a provider's report of a day should list: the movements of the day
 * (each with the journal line that put its money in suspense or clearing, which says its lender
 * and amount), and any other the report's lines name by our reference. A movement the ledger has
 * no entry for is not held: a report line naming it is unknown.
 */

/** Payments captured on the day (by the gateway's capture time), credited into gateway suspense. */
export async function gatewayExpected(db: Db, day: string, references: readonly string[]) {
  const join = entryLine('payment:', loanPayments.id, 'gateway-suspense', 1);
  const rows = await db
    .select({
      reference: sql<string>`${loanPayments.id}::text`,
      providerId: loanPayments.gatewayPaymentId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: loanPayments.capturedAt,
    })
    .from(loanPayments)
    .innerJoin(journalEntries, join.entry)
    .innerJoin(journalLines, join.line)
    .where(
      and(
        eq(loanPayments.status, 'CAPTURED'),
        ofDayOr(loanPayments.capturedAt, loanPayments.id, day, references),
      ),
    );
  return [
    ...expectedOf(rows, day, 1),
    ...(await goldGatewayExpected(db, day, references)),
    ...(await insuranceGatewayExpected(db, day, references)),
  ];
}

/** NACH debits (of instalments and of credit line bills) confirmed on the day, credited into NACH suspense. */
export async function nachExpected(db: Db, day: string, references: readonly string[]) {
  const join = entryLine('nach:', loanDebits.reference, 'nach-suspense', 1);
  const rows = await db
    .select({
      reference: loanDebits.reference,
      providerId: loanDebits.providerDebitId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: loanDebits.settledAt,
    })
    .from(loanDebits)
    .innerJoin(journalEntries, join.entry)
    .innerJoin(journalLines, join.line)
    .where(
      and(
        eq(loanDebits.status, 'CONFIRMED'),
        ofDayOr(loanDebits.settledAt, loanDebits.reference, day, references),
      ),
    );
  const ofBill = entryLine('nach:', creditLineDebits.reference, 'nach-suspense', 1);
  const bills = await db
    .select({
      reference: creditLineDebits.reference,
      providerId: creditLineDebits.providerDebitId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: creditLineDebits.settledAt,
    })
    .from(creditLineDebits)
    .innerJoin(journalEntries, ofBill.entry)
    .innerJoin(journalLines, ofBill.line)
    .where(
      and(
        eq(creditLineDebits.status, 'CONFIRMED'),
        ofDayOr(creditLineDebits.settledAt, creditLineDebits.reference, day, references),
      ),
    );
  return expectedOf([...rows, ...bills], day, 1);
}

/**
 * Payouts paid on the day (by the bank's credit time): disbursals (returned later or not),
 * refunds, credit line drawdowns and refunds of lines' excess (returned later or not), gold sale
 * proceeds and referral cashbacks, each credited into disbursal clearing.
 */
export async function payoutExpected(db: Db, day: string, references: readonly string[]) {
  const toBorrower = entryLine('disbursal:', disbursals.id, 'disbursal-clearing', -1);
  const loanPayouts = await db
    .select({
      reference: sql<string>`${disbursals.id}::text`,
      providerId: disbursals.payoutId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: disbursals.paidAt,
    })
    .from(disbursals)
    .innerJoin(journalEntries, toBorrower.entry)
    .innerJoin(journalLines, toBorrower.line)
    .where(and(isNotNull(disbursals.paidAt), ofDayOr(disbursals.paidAt, disbursals.id, day, references)));
  const refund = entryLine('refund-paid:', loanRefunds.id, 'disbursal-clearing', -1);
  const refunds = await db
    .select({
      reference: sql<string>`${loanRefunds.id}::text`,
      providerId: loanRefunds.payoutId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: loanRefunds.paidAt,
    })
    .from(loanRefunds)
    .innerJoin(journalEntries, refund.entry)
    .innerJoin(journalLines, refund.line)
    .where(and(eq(loanRefunds.status, 'PAID'), ofDayOr(loanRefunds.paidAt, loanRefunds.id, day, references)));
  const drawn = entryLine('hold:drawdown:', creditLineDrawdowns.id, 'disbursal-clearing', -1);
  const drawdowns = await db
    .select({
      reference: sql<string>`${creditLineDrawdowns.id}::text`,
      providerId: creditLineDrawdowns.payoutId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: creditLineDrawdowns.paidAt,
    })
    .from(creditLineDrawdowns)
    .innerJoin(journalEntries, drawn.entry)
    .innerJoin(journalLines, drawn.line)
    .where(
      and(
        isNotNull(creditLineDrawdowns.paidAt),
        ofDayOr(creditLineDrawdowns.paidAt, creditLineDrawdowns.id, day, references),
      ),
    );
  const lineRefund = entryLine('line-refund-paid:', creditLineRefunds.id, 'disbursal-clearing', -1);
  const lineRefunds = await db
    .select({
      reference: sql<string>`${creditLineRefunds.id}::text`,
      providerId: creditLineRefunds.payoutId,
      lenderId: journalEntries.lenderId,
      amount: journalLines.amount,
      at: creditLineRefunds.paidAt,
    })
    .from(creditLineRefunds)
    .innerJoin(journalEntries, lineRefund.entry)
    .innerJoin(journalLines, lineRefund.line)
    .where(
      and(
        isNotNull(creditLineRefunds.paidAt),
        ofDayOr(creditLineRefunds.paidAt, creditLineRefunds.id, day, references),
      ),
    );
  return [
    ...expectedOf([...loanPayouts, ...refunds, ...drawdowns, ...lineRefunds], day, -1),
    ...(await goldPayoutExpected(db, day, references)),
    ...(await referralPayoutExpected(db, day, references)),
  ];
}
