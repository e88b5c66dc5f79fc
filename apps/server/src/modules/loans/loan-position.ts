import type { IsoDate } from '@kredo/domain/calendar-date';
import type { RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import { noDues, type DueComponent, type InstalmentDue } from '@kredo/domain/loan-dues';
import { paise, type Paise } from '@kredo/domain/money';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { payingKinds, type EntryKind } from '../ledger/ledger.service.ts';
import { scheduleOf, type LoanRow } from './loan-opening.ts';
import { loans } from './loans.schema.ts';

/**
 * Where a loan stands, read from its schedule and its ledger lines only: per instalment what is
 * unpaid of each component, the interest accrued and not yet received, the advance held, and the
 * day each instalment was fully paid. The ledger is the only balance; this is a view of it.
 */
export type LoanPosition = {
  loan: LoanRow;
  schedule: RepaymentRow[];
  dues: InstalmentDue[];
  /** Interest accrued to the receivable and not yet received, per instalment. */
  accruedUnpaid: Map<number, Paise>;
  /**
   * Interest recognised as income per instalment: accrued to the receivable, or received straight
   * to income before it was accrued. An accrual recognises only what is beyond it.
   */
  recognised: Map<number, Paise>;
  /** What the borrower paid beyond their dues, held for them. */
  advance: Paise;
  /** The business day each instalment's principal and interest were fully paid. */
  paidOn: Map<number, IsoDate>;
  /** Penal charges levied, per instalment. */
  penalLevied: Set<number>;
  /**
   * Charges owed but held in income suspense, per instalment (levied on an NPA, or unpaid when the
   * loan became one): income only as they are received.
   */
  suspended: Map<number, { penal: Paise; fees: Paise }>;
};

/** The component a receivable or income line pays, when a paying entry credits it. */
const paidComponent: Partial<Record<string, DueComponent>> = {
  'loan-principal': 'principal',
  'interest-receivable': 'interest',
  'interest-income': 'interest',
  'penal-receivable': 'penal',
  'fees-receivable': 'fees',
};

export async function lockLoan(tx: Db, loanId: string): Promise<LoanRow | undefined> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  return row;
}

export async function findLoan(db: Db, loanId: string): Promise<LoanRow | undefined> {
  const [row] = await db.select().from(loans).where(eq(loans.id, loanId));
  return row;
}

/** The position of a loan (give the transaction that holds the loan to read a stable one). */
export async function positionOf(db: Db, loan: LoanRow): Promise<LoanPosition> {
  const schedule = await scheduleOf(db, loan);
  const lines = await db
    .select({
      account: journalLines.account,
      amount: journalLines.amount,
      instalmentNumber: journalLines.instalmentNumber,
      component: journalLines.component,
      kind: journalEntries.kind,
      businessDate: journalEntries.businessDate,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.loanId, loan.id))
    .orderBy(asc(journalEntries.businessDate), asc(journalEntries.postedAt), asc(journalLines.lineNumber));

  const paid = new Map<number, Record<DueComponent, number>>();
  const levied = new Map<number, { penal: number; fees: number }>();
  const accrued = new Map<number, Paise>();
  const accruedReceived = new Map<number, number>();
  const incomeDirect = new Map<number, number>();
  const paidOn = new Map<number, IsoDate>();
  const penalLevied = new Set<number>();
  const suspended = new Map<number, { penal: Paise; fees: Paise }>();
  let advance = 0;
  const owedPI = new Map(schedule.map((row) => [row.instalmentNumber, row.principal + row.interest]));

  for (const line of lines) {
    const kind = line.kind as EntryKind;
    if (line.account === 'borrower-advances') advance -= line.amount;
    const n = line.instalmentNumber;
    if (n === null) continue;
    if (line.account === 'income-suspense' && (line.component === 'penal' || line.component === 'fees')) {
      const held = suspended.get(n) ?? { penal: paise(0), fees: paise(0) };
      held[line.component] = paise(held[line.component] - line.amount);
      suspended.set(n, held);
    }
    if (kind === 'accrual' && line.account === 'interest-receivable')
      accrued.set(n, paise((accrued.get(n) ?? 0) + line.amount));
    if (kind === 'penal-charge' && line.account === 'penal-receivable') {
      levied.set(n, { penal: (levied.get(n)?.penal ?? 0) + line.amount, fees: levied.get(n)?.fees ?? 0 });
      penalLevied.add(n);
    }
    if (kind === 'bounce-charge' && line.account === 'fees-receivable')
      levied.set(n, { penal: levied.get(n)?.penal ?? 0, fees: (levied.get(n)?.fees ?? 0) + line.amount });
    // A recovery on a written-off loan is credited to income: its line names what it pays.
    const component =
      line.account === 'recoveries-income'
        ? (line.component as DueComponent | null)
        : paidComponent[line.account];
    if (!component || !payingKinds.includes(kind) || line.amount >= 0) continue;
    const sofar = paid.get(n) ?? { penal: 0, fees: 0, interest: 0, principal: 0 };
    sofar[component] -= line.amount;
    paid.set(n, sofar);
    if (line.account === 'interest-receivable')
      accruedReceived.set(n, (accruedReceived.get(n) ?? 0) - line.amount);
    if (line.account === 'interest-income') incomeDirect.set(n, (incomeDirect.get(n) ?? 0) - line.amount);
    if (component === 'principal' || component === 'interest') {
      const left = (owedPI.get(n) ?? 0) + line.amount;
      owedPI.set(n, left);
      if (left === 0) paidOn.set(n, line.businessDate as IsoDate);
    }
  }

  const dues: InstalmentDue[] = schedule.map((row) => {
    const sofar = paid.get(row.instalmentNumber) ?? { penal: 0, fees: 0, interest: 0, principal: 0 };
    const charges = levied.get(row.instalmentNumber) ?? { penal: 0, fees: 0 };
    const unpaid = noDues();
    unpaid.principal = paise(row.principal - sofar.principal);
    unpaid.interest = paise(row.interest - sofar.interest);
    unpaid.penal = paise(charges.penal - sofar.penal);
    unpaid.fees = paise(charges.fees - sofar.fees);
    return { instalmentNumber: row.instalmentNumber, dueDate: row.dueDate, unpaid };
  });
  const accruedUnpaid = new Map(
    [...accrued].map(([n, amount]) => [n, paise(amount - (accruedReceived.get(n) ?? 0))] as const),
  );
  const recognised = new Map(
    schedule.map((row) => {
      const n = row.instalmentNumber;
      return [n, paise((accrued.get(n) ?? 0) + (incomeDirect.get(n) ?? 0))] as const;
    }),
  );
  return {
    loan,
    schedule,
    dues,
    accruedUnpaid,
    recognised,
    advance: paise(advance),
    paidOn,
    penalLevied,
    suspended,
  };
}

/** Everything unpaid of principal, interest and charges on instalments due by `asOf`. */
export function duesOn(position: LoanPosition, asOf: IsoDate): Paise {
  return paise(
    position.dues
      .filter((due) => due.dueDate <= asOf)
      .reduce(
        (sum, due) => sum + due.unpaid.principal + due.unpaid.interest + due.unpaid.penal + due.unpaid.fees,
        0,
      ),
  );
}

/** Whether every instalment's principal, interest and charges are paid. */
export const allPaid = (position: LoanPosition): boolean =>
  position.dues.every(
    (due) =>
      due.unpaid.principal === 0 &&
      due.unpaid.interest === 0 &&
      due.unpaid.penal === 0 &&
      due.unpaid.fees === 0,
  );

/** Loans of these ids, for batch work. */
export async function loansByIds(db: Db, ids: string[]): Promise<LoanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(loans)
    .where(and(inArray(loans.id, ids)));
}
