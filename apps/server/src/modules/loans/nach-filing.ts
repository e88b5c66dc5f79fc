import { randomUUID } from 'node:crypto';

import { compareDates, type IsoDate } from '@kredo/domain/calendar-date';
import { hasArrears } from '@kredo/domain/loan-dues';
import {
  nachCollectionPolicy,
  presentableAmount,
  representationDate,
  type PresentationOutcome,
} from '@kredo/domain/nach-collection';
import { addDays } from '@kredo/domain/working-days';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { debitMandateOfOpportunity } from '../mandates/opportunity-nach.ts';
import { duesOn, type LoanPosition } from './loan-position.ts';
import { loanDebits } from './loans.schema.ts';

export type DebitRow = typeof loanDebits.$inferSelect;

/** A loan's presentations, oldest first (read only on a day they matter to its close). */
export const debitsOfLoan = (db: Db, loanId: string): Promise<DebitRow[]> =>
  db
    .select()
    .from(loanDebits)
    .where(eq(loanDebits.loanId, loanId))
    .orderBy(asc(loanDebits.instalmentNumber), asc(loanDebits.attempt));

/**
 * The instalments whose due date's debit is in flight: the first presentation, filed by the lender
 * for the due date, not yet answered (a charge date rolled past a Sunday or a holiday, a bank's
 * extension). Until it is answered the instalment is neither charged as late nor counted past due;
 * if it comes back unpaid both count from the due date (nach-presentations.ts). As of the end of `day`.
 */
export function inFlightInstalments(debits: readonly DebitRow[], day: IsoDate): Set<number> {
  return new Set(
    debits
      .filter(
        (row) =>
          row.attempt === 1 &&
          // Presented and unanswered, or filed and still to be presented on a later date (one
          // never sent by its charge date was not presented: the instalment is late).
          (row.status === 'PRESENTED' ||
            (row.status === 'FILING' && compareDates(row.chargeDate as IsoDate, day) > 0)),
      )
      .map((row) => row.instalmentNumber),
  );
}

/** The reference a presentation goes under: the loan's id, the instalment and the attempt, so unique by construction. */
export const debitReference = (loanId: string, instalmentNumber: number, attempt: number) =>
  `nach-${loanId}-${instalmentNumber}-${attempt}`;

type Planned = { instalmentNumber: number; attempt: number; chargeDate: IsoDate };

/**
 * The presentations due on `chargeDate`: the first of the instalment falling due that day, and a
 * re-presentation of an instalment whose last one the bank returned (nach-collection.ts).
 */
function plannedOn(position: LoanPosition, debits: readonly DebitRow[], chargeDate: IsoDate): Planned[] {
  const planned: Planned[] = [];
  const due = position.dues.find((d) => d.dueDate === chargeDate);
  if (due && !debits.some((row) => row.instalmentNumber === due.instalmentNumber))
    planned.push({ instalmentNumber: due.instalmentNumber, attempt: 1, chargeDate });
  for (const d of position.dues) {
    if (compareDates(d.dueDate, chargeDate) >= 0 || !hasArrears(d)) continue;
    const last = debits.filter((row) => row.instalmentNumber === d.instalmentNumber).at(-1);
    if (!last || (last.status !== 'RETURNED' && last.status !== 'REJECTED')) continue;
    const next = position.dues.find((later) => compareDates(later.dueDate, d.dueDate) > 0);
    const outcome: PresentationOutcome = {
      attempt: last.attempt,
      chargeDate: last.chargeDate as IsoDate,
      status: last.status === 'RETURNED' ? 'returned' : 'rejected',
      reasonCode: last.reasonCode,
    };
    if (representationDate(outcome, next?.dueDate ?? null) === chargeDate)
      planned.push({ instalmentNumber: d.instalmentNumber, attempt: last.attempt + 1, chargeDate });
  }
  return planned;
}

/** What a presentation on `chargeDate` may take today: owed by then less the advance, within the mandate. */
function amountOf(position: LoanPosition, instalmentNumber: number, chargeDate: IsoDate, maxAmount: number) {
  const due = position.dues.find((d) => d.instalmentNumber === instalmentNumber);
  const instalmentDue = due ? due.unpaid.principal + due.unpaid.interest : 0;
  return presentableAmount({
    owed: duesOn(position, chargeDate),
    advance: position.advance,
    instalmentDue,
    maxAmount,
  });
}

/**
 * The close of `day`'s part in NACH collection, under the loan's lock. Two days before a charge
 * date it schedules the presentation (SCHEDULED: amount fixed, the pre-debit notice to go at once,
 * at least 24 hours ahead); the day before it files it (FILING) for what is owed then, never more
 * than the notice said, or cancels it when nothing is (paid ahead). A presentation due tomorrow that
 * was never scheduled (a loan paid out the day before) is filed with its notice now; the mandate
 * service then takes the first charge date 24 hours after the notice. Each presentation takes what
 * the mandate allows: at least the instalment, arrears within the maximum, the rest for the
 * borrower's Pay now; one whose instalment alone exceeds the maximum, or a loan with no active
 * mandate, is recorded REJECTED for operations and not sent. A close run after 05:00 on the charge
 * date files nothing for it (NPCI takes the input until the 06:00 cycle).
 */
export async function planNachDebits(
  tx: Db,
  position: LoanPosition,
  debits: readonly DebitRow[],
  day: IsoDate,
  now: Date,
): Promise<void> {
  if (!nachWorkOn(position, debits, day, now)) return;
  const mandate = await debitMandateOfOpportunity({ db: tx }, position.loan.opportunityId);
  const { updates, inserts } = nachChanges(position, debits, day, now, mandate);
  for (const { id, set } of updates) await tx.update(loanDebits).set(set).where(eq(loanDebits.id, id));
  for (const row of inserts)
    await tx
      .insert(loanDebits)
      .values(row)
      // A close run again finds its own row; any other clash (a reference taken) is an error to see.
      .onConflictDoNothing({ target: [loanDebits.loanId, loanDebits.instalmentNumber, loanDebits.attempt] });
}

type NachDay = {
  tomorrow: IsoDate;
  tooLate: boolean;
  toFile: Planned[];
  toSchedule: Planned[];
  scheduled: DebitRow[];
};

function nachDay(position: LoanPosition, debits: readonly DebitRow[], day: IsoDate, now: Date): NachDay {
  const tomorrow = addDays(day, 1);
  const scheduleDay = addDays(day, nachCollectionPolicy.noticeDaysAhead);
  const tooLate = now.getTime() >= Date.parse(`${tomorrow}T05:00:00+05:30`);
  return {
    tomorrow,
    tooLate,
    toFile: tooLate ? [] : plannedOn(position, debits, tomorrow),
    toSchedule: plannedOn(position, debits, scheduleDay),
    scheduled: debits.filter((row) => row.status === 'SCHEDULED' && row.chargeDate === tomorrow),
  };
}

/** Whether the close of `day` has NACH work for the loan (and so needs its mandate). */
export function nachWorkOn(
  position: LoanPosition,
  debits: readonly DebitRow[],
  day: IsoDate,
  now: Date,
): boolean {
  const { toFile, toSchedule, scheduled } = nachDay(position, debits, day, now);
  return toFile.length + toSchedule.length + scheduled.length > 0;
}

export type DebitChanges = {
  updates: { id: string; set: Partial<DebitRow> }[];
  inserts: (typeof loanDebits.$inferInsert)[];
};

/** What planNachDebits writes, given the loan's active mandate (or none). */
export function nachChanges(
  position: LoanPosition,
  debits: readonly DebitRow[],
  day: IsoDate,
  now: Date,
  mandate: { maxAmount: number } | null,
): DebitChanges {
  const { loan } = position;
  const { tomorrow, tooLate, toFile, toSchedule, scheduled } = nachDay(position, debits, day, now);
  const updates = scheduled.map((row) => {
    const amount =
      tooLate || !mandate ? null : amountOf(position, row.instalmentNumber, tomorrow, mandate.maxAmount);
    const set: Partial<DebitRow> =
      amount === null
        ? {
            status: 'REJECTED',
            reasonCode: 'NOT_FILED',
            reasonText: tooLate ? 'Not filed before the charge date’s cut-off' : 'No active mandate',
          }
        : amount === 0
          ? { status: 'CANCELLED', reasonText: 'Nothing owed on the charge date' }
          : { status: 'FILING', amountPaise: Math.min(amount, row.amountPaise) };
    return { id: row.id, set };
  });
  const insert = (plan: Planned, status: 'SCHEDULED' | 'FILING') => {
    const amount = mandate
      ? amountOf(position, plan.instalmentNumber, plan.chargeDate, mandate.maxAmount)
      : null;
    if (amount === 0) return [];
    const refused =
      amount === null
        ? mandate
          ? {
              reasonCode: 'ABOVE_MANDATE',
              reasonText: 'The instalment is above the mandate’s maximum amount',
            }
          : { reasonCode: 'NO_MANDATE', reasonText: 'No active mandate' }
        : null;
    return [
      {
        id: randomUUID(),
        loanId: loan.id,
        instalmentNumber: plan.instalmentNumber,
        attempt: plan.attempt,
        reference: debitReference(loan.id, plan.instalmentNumber, plan.attempt),
        amountPaise: amount ?? 0,
        chargeDate: plan.chargeDate,
        status: refused ? 'REJECTED' : status,
        ...(refused ?? {}),
        createdAt: now,
      },
    ];
  };
  return {
    updates,
    inserts: [
      ...toFile.flatMap((plan) => insert(plan, 'FILING')),
      ...toSchedule.flatMap((plan) => insert(plan, 'SCHEDULED')),
    ],
  };
}
