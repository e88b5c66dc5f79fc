import { type IsoDate } from '@kredo/domain/calendar-date';
import { standardChargePolicy } from '@kredo/domain/loan-charges';
import { hasArrears } from '@kredo/domain/loan-dues';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';

import type { Db } from '../../db/database.ts';
import { postEntry, type EntryToPost } from '../ledger/ledger.service.ts';
import type { LoanRow } from './loan-opening.ts';
import type { LoanPosition } from './loan-position.ts';

// The charges the close of business levies, and the income it takes back on entering NPA (IRACP).

/**
 * On entering NPA every income not received is taken back out of income (IRACP): the interest
 * accrued (its receivable reversed: the schedule still says what is owed), and the penal and
 * bounce charges unpaid, moved to income suspense (still owed; income when received).
 */
export async function reverseUnrealisedIncome(tx: Db, position: LoanPosition, day: IsoDate, now: Date) {
  const entry = npaReversalEntry(position, day);
  if (entry) await postEntry(tx, entry, now);
}

/** The entry reverseUnrealisedIncome posts, if there is anything to take back. */
export function npaReversalEntry(position: LoanPosition, day: IsoDate): EntryToPost | null {
  const { loan } = position;
  const interest = [...position.accruedUnpaid].filter(([, amount]) => amount > 0);
  const charges = position.dues.flatMap((due) => {
    const held = position.suspended.get(due.instalmentNumber);
    return (['penal', 'fees'] as const)
      .map((component) => ({
        instalmentNumber: due.instalmentNumber,
        component,
        amount: paise(due.unpaid[component] - (held?.[component] ?? 0)),
      }))
      .filter((charge) => charge.amount > 0);
  });
  const interestTotal = interest.reduce((sum, [, amount]) => sum + amount, 0);
  const chargesTotal = charges.reduce((sum, charge) => sum + charge.amount, 0);
  if (interestTotal + chargesTotal === 0) return null;
  return {
    idempotencyKey: `cob:${loan.id}:${day}:npa-reversal`,
    lenderId: loan.lenderId,
    kind: 'accrual',
    businessDate: day,
    narration: 'Unrealised income reversed: the loan is a non-performing asset',
    loanId: loan.id,
    lines: [
      debit('interest-income', paise(interestTotal), { loanId: loan.id }),
      ...interest.map(([n, amount]) =>
        credit('interest-receivable', amount, { loanId: loan.id, instalmentNumber: n }),
      ),
      debit('penal-income', paise(chargesTotal), { loanId: loan.id }),
      ...charges.map(({ instalmentNumber, component, amount }) =>
        credit('income-suspense', amount, { loanId: loan.id, instalmentNumber, component }),
      ),
    ],
  };
}

/**
 * Levies the penal charge of instalment `n` for its due date `dueDate` (once: the key is the
 * loan, the day and the instalment). On an NPA the charge is owed but held in income suspense.
 */
export async function levyPenalCharge(tx: Db, loan: LoanRow, n: number, dueDate: IsoDate, now: Date) {
  return postEntry(tx, penalChargeEntry(loan, n, dueDate), now);
}

/** The entry of instalment `n`'s penal charge for its due date. */
export function penalChargeEntry(loan: LoanRow, n: number, dueDate: IsoDate): EntryToPost {
  const amount = standardChargePolicy.penalPerMissedInstalment;
  return {
    idempotencyKey: `cob:${loan.id}:${dueDate}:penal:${n}`,
    lenderId: loan.lenderId,
    kind: 'penal-charge',
    businessDate: dueDate,
    narration: `Penal charge: instalment ${n} not paid by its due date`,
    loanId: loan.id,
    lines: [
      debit('penal-receivable', amount, { loanId: loan.id, instalmentNumber: n }),
      // On an NPA a charge is owed but not income until received (IRACP).
      loan.assetClass === 'NPA'
        ? credit('income-suspense', amount, { loanId: loan.id, instalmentNumber: n, component: 'penal' })
        : credit('penal-income', amount, { loanId: loan.id }),
    ],
  };
}

/**
 * The penal charge of each instalment due today still unpaid at the day's end (once per
 * instalment), unless its due date's debit is still in flight; whether any was posted.
 */
export async function levyPenalCharges(
  tx: Db,
  position: LoanPosition,
  day: IsoDate,
  now: Date,
  inFlight: ReadonlySet<number>,
): Promise<boolean> {
  const entries = penalEntries(position, day, inFlight);
  for (const entry of entries) await postEntry(tx, entry, now);
  return entries.length > 0;
}

/** The penal charges levyPenalCharges levies. */
export function penalEntries(
  position: LoanPosition,
  day: IsoDate,
  inFlight: ReadonlySet<number>,
): EntryToPost[] {
  return position.dues
    .filter(
      (due) =>
        due.dueDate === day &&
        !position.penalLevied.has(due.instalmentNumber) &&
        !inFlight.has(due.instalmentNumber) &&
        hasArrears(due),
    )
    .map((due) => penalChargeEntry(position.loan, due.instalmentNumber, day));
}
