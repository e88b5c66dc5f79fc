import { isoDate } from '@kredo/domain/calendar-date';
import type { ExpectedLine } from '@kredo/domain/settlement-matching';
import { addDays } from '@kredo/domain/working-days';
import { and, eq, gt, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/database.ts';
import { creditLineRefunds } from '../credit-lines/credit-line-refunds.schema.ts';
import { creditLineDebits, creditLineDrawdowns } from '../credit-lines/credit-lines.schema.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { disbursals, loanDebits } from '../loans/loans.schema.ts';
import { loanPayments, loanRefunds } from '../loans/loan-payments.schema.ts';
import { goldGatewayExpected, goldPayoutExpected } from './gold-expectations.ts';

/*
 * What our ledger holds that a provider's report of a day should list: the movements of the day
 * (each with the journal line that put its money in suspense or clearing, which says its lender
 * and amount), and any other the report's lines name by our reference. A movement the ledger has
 * no entry for is not held: a report line naming it is unknown.
 */

const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The instants of a business day in India: [from, until). */
export const dayWindow = (day: string) => ({
  from: indiaMidnight(day),
  until: indiaMidnight(addDays(isoDate(day), 1)),
});

type Row = {
  reference: string;
  providerId: string | null;
  lenderId: number;
  amount: number;
  at: Date | null;
};

const asText = (column: PgColumn) => sql`${column}::text`;

/** In the day's window, or named by the report. */
export function ofDayOr(
  at: PgColumn,
  id: PgColumn,
  day: string,
  references: readonly string[],
): SQL | undefined {
  const { from, until } = dayWindow(day);
  const inDay = and(gte(at, from), lt(at, until));
  return references.length > 0 ? or(inDay, inArray(asText(id), [...references])) : inDay;
}

export function expectedOf(rows: Row[], day: string, sign: 1 | -1): ExpectedLine[] {
  const { from, until } = dayWindow(day);
  return rows.map((row) => ({
    reference: row.reference,
    providerId: row.providerId,
    lenderId: row.lenderId,
    amount: sign * row.amount,
    ofDay: row.at !== null && row.at >= from && row.at < until,
  }));
}

/** The line of the entry under `prefix` || our id that moves `account`, debits (1) or credits (-1). */
export const entryLine = (prefix: string, id: PgColumn, account: string, sign: 1 | -1) => ({
  entry: eq(journalEntries.idempotencyKey, sql`${prefix} || ${id}::text`),
  line: and(
    eq(journalLines.entryId, journalEntries.id),
    eq(journalLines.account, account),
    sign > 0 ? gt(journalLines.amount, 0) : lt(journalLines.amount, 0),
  ),
});

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
  return [...expectedOf(rows, day, 1), ...(await goldGatewayExpected(db, day, references))];
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
 * refunds, credit line drawdowns and refunds of lines' excess (returned later or not), each
 * credited into disbursal clearing.
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
  ];
}
