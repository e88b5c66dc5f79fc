import { compareDates, daysInMonth, isoDate, parseIsoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { accrualPeriods, earnedInPeriod } from '@kredo/domain/loan-accrual';
import { classifyAt, type AssetClass } from '@kredo/domain/loan-delinquency';
import { hasArrears } from '@kredo/domain/loan-dues';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { borrowersWithNpaLines } from '../credit-lines/credit-line-records.ts';
import { postEntry, type EntryToPost } from '../ledger/ledger.service.ts';
import { allPaid, lockLoan, positionOf, type LoanPosition } from './loan-position.ts';
import type { LoanRow } from './loan-opening.ts';
import { loans } from './loans.schema.ts';
import { loanPayments } from './loan-payments.schema.ts';
import { debitsOfLoan, inFlightInstalments, planNachDebits } from './nach-filing.ts';
import { applyAdvance } from './receipts.ts';
import { levyPenalCharges, reverseUnrealisedIncome } from './close-of-business-charges.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const isMonthEnd = (day: IsoDate) => {
  const parts = parseIsoDate(day);
  return !!parts && parts.day === daysInMonth(parts.year, parts.month);
};

/** An accrual of instalment `n`'s interest up to `earned`, beyond what is already recognised. */
function accrualEntry(
  position: LoanPosition,
  n: number,
  earned: number,
  key: string,
  day: IsoDate,
): EntryToPost | null {
  const amount = earned - (position.recognised.get(n) ?? 0);
  if (amount <= 0) return null;
  const { loan } = position;
  return {
    idempotencyKey: key,
    lenderId: loan.lenderId,
    kind: 'accrual',
    businessDate: day,
    narration: `Interest accrued on instalment ${n}`,
    loanId: loan.id,
    lines: [
      debit('interest-receivable', paise(amount), { loanId: loan.id, instalmentNumber: n }),
      credit('interest-income', paise(amount), { loanId: loan.id }),
    ],
  };
}

/**
 * The day's accruals: each instalment falling due today in full, and at month-end the running
 * period so far. None on an NPA (IRACP: no income is recognised until paid) or a loan written off.
 */
export function accrualEntries(position: LoanPosition, day: IsoDate): EntryToPost[] {
  const { loan } = position;
  if (loan.assetClass === 'NPA' || loan.tags.includes('written-off')) return [];
  const base = `cob:${loan.id}:${day}`;
  return accrualPeriods(position.schedule, isoDate(loan.disbursalDate))
    .flatMap((period) => {
      const n = period.row.instalmentNumber;
      if (period.row.dueDate === day)
        return [accrualEntry(position, n, period.row.interest, `${base}:accrual:${n}`, day)];
      if (isMonthEnd(day) && period.start < day && day < period.row.dueDate)
        return [accrualEntry(position, n, earnedInPeriod(period, day), `${base}:accrual-month:${n}`, day)];
      return [];
    })
    .filter((entry) => entry !== null);
}

/** Posts the day's accruals; whether anything was posted. */
async function accrueDay(tx: Db, position: LoanPosition, day: IsoDate, now: Date): Promise<boolean> {
  const entries = accrualEntries(position, day);
  for (const entry of entries) await postEntry(tx, entry, now);
  return entries.length > 0;
}

/**
 * Closes one business day of one loan, in one transaction: accruals, the advance applied to what
 * fell due, penal charges, the classification (and on entering NPA, unrealised interest
 * reversed), maturity, tomorrow's NACH presentation filed, and the loan's business day moved on.
 * A day already closed is skipped, and every entry carries a key of the loan and day, so a run
 * killed half-way and run again posts nothing twice.
 */
export async function closeLoanDay(
  deps: Deps,
  loanId: string,
  day: IsoDate,
): Promise<'closed' | 'skipped' | 'deferred'> {
  return deps.db.transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    if (!loan || loan.status !== 'DISBURSED') return 'skipped';
    if (loan.businessDate && compareDates(isoDate(loan.businessDate), day) >= 0) return 'skipped';
    const now = deps.clock.now();
    if (await paymentStillOpen(tx, loan.id, day, now)) return 'deferred';
    // The position is read again only after something was posted: most loan-days post nothing.
    let position = await positionOf(tx, loan);
    const accrued = await accrueDay(tx, position, day, now);
    const dueToday = position.dues.some((due) => due.dueDate === day);
    if (dueToday) await applyAdvance(tx, loan, `cob:${loan.id}:${day}:advance`, day, now);
    if (accrued || dueToday) position = await positionOf(tx, (await lockLoan(tx, loanId)) ?? loan);
    // The loan's NACH presentations matter only near a due date or with arrears: read them then.
    const debits = position.dues.some((due) => due.dueDate <= addDays(day, 2) && hasArrears(due))
      ? await debitsOfLoan(tx, loan.id)
      : [];
    const inFlight = inFlightInstalments(debits, day);
    if (!loan.tags.includes('written-off') && (await levyPenalCharges(tx, position, day, now, inFlight)))
      position = await positionOf(tx, position.loan);
    const ageing = position.dues.filter((due) => !inFlight.has(due.instalmentNumber));
    const borrowerNpa = (await borrowersWithNpaLines(tx, [loan.userId])).has(loan.userId);
    const { dpd, assetClass } = classifyAt(loan.assetClass as AssetClass, ageing, day, borrowerNpa);
    if (assetClass === 'NPA' && loan.assetClass !== 'NPA')
      await reverseUnrealisedIncome(tx, position, day, now);
    const overdue = ageing.find((due) => due.dueDate <= day && hasArrears(due));
    const lastDue = position.schedule.at(-1)?.dueDate;
    const matured = !loan.maturedOn && lastDue && lastDue <= day && !allPaid(position);
    if (!loan.tags.includes('written-off')) await planNachDebits(tx, position, debits, day, now);
    await tx
      .update(loans)
      .set({
        businessDate: day,
        daysPastDue: dpd,
        assetClass,
        overdueSince: overdue?.dueDate ?? null,
        ...(matured ? { maturedOn: day } : {}),
      })
      .where(eq(loans.id, loan.id));
    return 'closed';
  });
}

/** How long after a day's end its close waits for a payment begun that day to settle. */
export const paymentSettlementGraceMs = 2 * 60 * 60_000;

/** The instant a business day ends: midnight in India. */
export const endOfDay = (day: IsoDate) => new Date(Date.parse(`${addDays(day, 1)}T00:00:00+05:30`));

/**
 * Whether a payment the borrower began on or before `day` is still open (its link unpaid and not
 * expired, or authorised and not captured): the day's penal charges and classification wait for it
 * (up to two hours after the day's end), so money paid by the due date is never charged as late.
 */
async function paymentStillOpen(tx: Db, loanId: string, day: IsoDate, now: Date): Promise<boolean> {
  const dayEnd = endOfDay(day);
  if (now.getTime() > dayEnd.getTime() + paymentSettlementGraceMs) return false;
  const open = await tx
    .select({ id: loanPayments.id })
    .from(loanPayments)
    .where(
      and(
        eq(loanPayments.loanId, loanId),
        inArray(loanPayments.status, ['CREATED', 'PENDING']),
        lt(loanPayments.createdAt, dayEnd),
      ),
    )
    .limit(1);
  return open.length > 0;
}

/** Open loans whose last closed day is before `through`, in id order after `after`, `limit` at a time. */
export async function loansToClose(
  db: Db,
  through: IsoDate,
  limit: number,
  after?: string,
): Promise<Array<Pick<LoanRow, 'id' | 'businessDate' | 'disbursalDate'>>> {
  return db
    .select({ id: loans.id, businessDate: loans.businessDate, disbursalDate: loans.disbursalDate })
    .from(loans)
    .where(
      and(
        eq(loans.status, 'DISBURSED'),
        or(isNull(loans.businessDate), lt(loans.businessDate, through)),
        after ? gt(loans.id, after) : undefined,
      ),
    )
    .orderBy(asc(loans.id))
    .limit(limit);
}

/** Closes every day of one loan up to `through`, one transaction per day. */
export async function closeLoanThrough(
  deps: Deps,
  loan: Pick<LoanRow, 'id' | 'businessDate' | 'disbursalDate'>,
  through: IsoDate,
) {
  let day = addDays(isoDate(loan.businessDate ?? loan.disbursalDate), 1);
  let closed = 0;
  while (compareDates(day, through) <= 0) {
    const outcome = await closeLoanDay(deps, loan.id, day);
    if (outcome === 'deferred') break; // the next run takes it up from this day
    if (outcome === 'closed') closed += 1;
    day = addDays(day, 1);
  }
  return closed;
}
