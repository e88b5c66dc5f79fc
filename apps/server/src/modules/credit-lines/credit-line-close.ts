import type { IsoDate } from '@kredo/domain/calendar-date';
import { isBillDay } from '@kredo/domain/credit-line-billing';
import { isLineExpired } from '@kredo/domain/credit-line-terms';
import { isLineSettled } from '@kredo/domain/credit-line';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { postEntries } from '../ledger/ledger-batch.ts';
import { loans } from '../loans/loans.schema.ts';
import { billOf, termsOf, type CreditLineRow } from './credit-line-records.ts';
import {
  creditLineBills,
  creditLineDebits,
  creditLineDrawdowns,
  creditLineRepayments,
  creditLines,
} from './credit-lines.schema.ts';
import { filedDebits } from './line-debits.ts';
import { planLineDay, type Planned } from './credit-line-day-plan.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Lines per batch: a transaction's worth of accruals, as the loans' batches are. */
export const lineBatchSize = 500;

/**
 * Principal drawn less principal repaid after `day` (a close that runs late, after the next day's
 * payouts and payments): not the day's, so it earns no interest for it and no bill of it asks for
 * the drawn part.
 */
async function principalMovedAfter(
  tx: Db,
  ids: readonly string[],
  day: IsoDate,
): Promise<Map<string, number>> {
  const moved = await drawnAfter(tx, ids, day);
  const repaid = await tx
    .select({
      lineId: creditLineRepayments.lineId,
      amount: sql<string>`sum(${creditLineRepayments.principalPaidPaise})`,
    })
    .from(creditLineRepayments)
    .where(and(inArray(creditLineRepayments.lineId, [...ids]), gt(creditLineRepayments.receivedOn, day)))
    .groupBy(creditLineRepayments.lineId);
  for (const row of repaid) moved.set(row.lineId, (moved.get(row.lineId) ?? 0) - Number(row.amount));
  return moved;
}

async function drawnAfter(tx: Db, ids: readonly string[], day: IsoDate): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      lineId: creditLineDrawdowns.lineId,
      amount: sql<string>`sum(${creditLineDrawdowns.amountPaise})`,
    })
    .from(creditLineDrawdowns)
    .where(
      and(
        inArray(creditLineDrawdowns.lineId, [...ids]),
        eq(creditLineDrawdowns.status, 'PAID'),
        gt(creditLineDrawdowns.paidOn, day),
      ),
    )
    .groupBy(creditLineDrawdowns.lineId);
  return new Map(rows.map((row) => [row.lineId, Number(row.amount)]));
}

/**
 * The lines whose borrower is an NPA on another account with arrears of its own: a term loan, or
 * another line. IRACP classifies the borrower, not the account. An account that is an NPA only
 * through another (no days past due of its own) does not count, or the two would hold each other.
 */
async function borrowersNpa(tx: Db, rows: readonly CreditLineRow[]): Promise<Set<string>> {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const npaLoans = await tx
    .select({ userId: loans.userId })
    .from(loans)
    .where(
      and(
        inArray(loans.userId, userIds),
        eq(loans.assetClass, 'NPA'),
        isNotNull(loans.daysPastDue),
        eq(loans.status, 'DISBURSED'),
      ),
    );
  const npaLines = await tx
    .select({ id: creditLines.id, userId: creditLines.userId })
    .from(creditLines)
    .where(
      and(
        inArray(creditLines.userId, userIds),
        eq(creditLines.assetClass, 'NPA'),
        isNotNull(creditLines.daysPastDue),
        eq(creditLines.status, 'ACTIVE'),
      ),
    );
  const withNpaLoan = new Set(npaLoans.map((row) => row.userId));
  return new Set(
    rows
      .filter(
        (row) =>
          withNpaLoan.has(row.userId) ||
          npaLines.some((other) => other.userId === row.userId && other.id !== row.id),
      )
      .map((row) => row.id),
  );
}

/**
 * Closes `day` for the given lines that stand on it, in one transaction: locks them (skipping
 * those another instance holds), reads their bills (all of them on the eve of a bill day, else
 * those unpaid), the principal moved since and whether their borrowers are NPAs elsewhere, applies
 * the domain's day to each in memory, then writes with a few multi-row statements: the entries
 * (interest, penal charges, the processing fee), the bills and their NACH debits, the lines. A
 * line expired and settled by the day's end closes, its remaining limit given back. Answers the
 * ids closed.
 */
export async function closeLinesDay(deps: Deps, day: IsoDate, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(creditLines)
      .where(
        and(
          inArray(creditLines.id, [...ids]),
          eq(creditLines.businessDate, day),
          eq(creditLines.status, 'ACTIVE'),
        ),
      )
      .orderBy(asc(creditLines.id))
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const lineIds = rows.map((row) => row.id);
    const billDay = isBillDay(addDays(day, 1));
    const billRows = await tx
      .select()
      .from(creditLineBills)
      .where(
        and(
          inArray(creditLineBills.lineId, lineIds),
          billDay
            ? undefined
            : sql`${creditLineBills.unpaidChargesPaise} + ${creditLineBills.unpaidInterestPaise} + ${creditLineBills.unpaidPrincipalPaise} > 0`,
        ),
      )
      .orderBy(asc(creditLineBills.lineId), asc(creditLineBills.billNumber));
    const bills = new Map<string, ReturnType<typeof billOf>[]>();
    for (const bill of billRows) bills.set(bill.lineId, [...(bills.get(bill.lineId) ?? []), billOf(bill)]);
    const late = await principalMovedAfter(tx, lineIds, day);
    const npa = await borrowersNpa(tx, rows);
    const planned = rows.map((row) =>
      planLineDay(row, bills.get(row.id) ?? [], day, late.get(row.id) ?? 0, npa.has(row.id)),
    );
    // An expired line with nothing drawn may close once nothing else is owed or in flight.
    const candidates = rows
      .filter((row) => row.principalPaise === 0 && isLineExpired(termsOf(row), addDays(day, 1)))
      .map((row) => row.id);
    const inFlight = new Set(
      candidates.length === 0
        ? []
        : (
            await tx
              .select({ lineId: creditLineDrawdowns.lineId })
              .from(creditLineDrawdowns)
              .where(
                and(
                  inArray(creditLineDrawdowns.lineId, candidates),
                  eq(creditLineDrawdowns.status, 'PROCESSING'),
                ),
              )
          ).map((drawdown) => drawdown.lineId),
    );
    const mayClose = new Set(candidates.filter((id) => !inFlight.has(id)));
    const closing = planned.filter(({ line, row }) => mayClose.has(row.id) && isLineSettled(line));
    const entries = planned.flatMap(({ entries }) => entries);
    for (const { row } of closing)
      entries.push({
        idempotencyKey: `line-closed:${row.id}`,
        lenderId: row.lenderId,
        kind: 'line-limit',
        businessDate: day,
        narration: `Credit line ${row.lenderLoanAcctId} closed: its limit given back`,
        lines: [
          // What drawdowns left of the limit; a line with principal outstanding never settles.
          debit('line-available', paise(row.limitPaise), { subjectId: row.id }),
          credit('undrawn-commitments', paise(row.limitPaise)),
        ],
      });
    await postEntries(tx, entries, now);
    const newBills = planned.flatMap(({ newBills }) => newBills);
    if (newBills.length > 0) await tx.insert(creditLineBills).values(newBills);
    // Each new bill's NACH debit, for its due date (line-debits.ts presents it after its notice).
    const debits = planned.flatMap(({ row, issued }) => filedDebits(row.id, issued, now));
    if (debits.length > 0) await tx.insert(creditLineDebits).values(debits);
    const closedIds = new Set(closing.map(({ row }) => row.id));
    const overdueSince = (plan: Planned) => (plan.dpd === null ? null : addDays(day, -plan.dpd));
    await tx.execute(sql`
      update credit_lines as l set
        business_date = u.business_date, period_start = u.period_start, period_interest = u.period_interest,
        unbilled_fees_paise = u.unbilled_fees, unbilled_gst_paise = u.unbilled_gst,
        processing_fee_billed = u.processing_fee_billed, status = u.status, closed_on = u.closed_on,
        asset_class = u.asset_class, days_past_due = u.days_past_due, overdue_since = u.overdue_since
      from unnest(
        ${sql.param(planned.map(({ row }) => row.id))}::uuid[],
        ${sql.param(planned.map(({ line }) => line.today))}::date[],
        ${sql.param(planned.map(({ line }) => line.periodStart))}::date[],
        ${sql.param(planned.map(({ line }) => line.periodInterest.toString()))}::bigint[],
        ${sql.param(planned.map(({ line }) => line.unbilledFees))}::bigint[],
        ${sql.param(planned.map(({ line }) => line.unbilledGst))}::bigint[],
        ${sql.param(planned.map(({ line }) => line.processingFeeBilled))}::boolean[],
        ${sql.param(planned.map(({ row }) => (closedIds.has(row.id) ? 'CLOSED' : 'ACTIVE')))}::text[],
        ${sql.param(planned.map(({ row }) => (closedIds.has(row.id) ? day : null)))}::date[],
        ${sql.param(planned.map(({ assetClass }) => assetClass))}::text[],
        ${sql.param(planned.map(({ dpd }) => dpd))}::int[],
        ${sql.param(planned.map(overdueSince))}::date[]
      ) as u(id, business_date, period_start, period_interest, unbilled_fees, unbilled_gst, processing_fee_billed,
             status, closed_on, asset_class, days_past_due, overdue_since)
      where l.id = u.id and l.business_date = ${day}`);
    return lineIds;
  });
}
