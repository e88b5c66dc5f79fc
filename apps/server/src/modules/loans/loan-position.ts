import type { IsoDate } from '@kredo/domain/calendar-date';
import type { RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import { isAccountCode, type JournalLine, type LedgerAmount } from '@kredo/domain/ledger';
import { noDues, type InstalmentDue } from '@kredo/domain/loan-dues';
import { paise, type Paise } from '@kredo/domain/money';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { instalmentBalances } from '../ledger/instalment-balances.schema.ts';
import { addLine, noSums, type InstalmentSums } from '../ledger/instalment-projection.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../ledger/ledger.schema.ts';
import { scheduleOf, type LoanRow } from './loan-opening.ts';
import { loans } from './loans.schema.ts';

/**
 * Where a loan stands, read from its schedule and its ledger only: per instalment what is unpaid
 * of each component, the interest accrued and not yet received, the advance held, and the day
 * each instalment was fully paid. The ledger is the only balance; this is a view of it.
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

export async function lockLoan(tx: Db, loanId: string): Promise<LoanRow | undefined> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  return row;
}

export async function findLoan(db: Db, loanId: string): Promise<LoanRow | undefined> {
  const [row] = await db.select().from(loans).where(eq(loans.id, loanId));
  return row;
}

/**
 * The position of a loan (give the transaction that holds the loan to read a stable one): its
 * schedule, its instalments' stored sums and its advance account, three reads that never touch
 * its history. A loan from before the instalment sub-ledger, not yet backfilled, is read from its
 * journal.
 */
export async function positionOf(db: Db, loan: LoanRow): Promise<LoanPosition> {
  if (!loan.instalmentsProjected) return positionFromJournal(db, loan);
  // One after another: in a transaction the reads share one connection, which runs one at a time
  // (node-postgres refuses a query sent while another is running on its client).
  const schedule = await scheduleOf(db, loan);
  const rows = await db.select().from(instalmentBalances).where(eq(instalmentBalances.loanId, loan.id));
  const advance = await db
    .select({ credits: ledgerAccounts.postedCredits, debits: ledgerAccounts.postedDebits })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, loan.id), eq(ledgerAccounts.code, 'borrower-advances')));
  const sums = new Map<number, StoredSums>(
    rows.map((row) => [
      row.instalmentNumber,
      { ...row, paidOn: row.paidOn as IsoDate | null, lastPaidOn: row.lastPaidOn as IsoDate | null },
    ]),
  );
  const held = advance[0] ? advance[0].credits - advance[0].debits : 0;
  return positionFrom(loan, schedule, sums, held);
}

export type StoredSums = InstalmentSums & { paidOn: IsoDate | null; lastPaidOn: IsoDate | null };

/**
 * The position as the journal makes it: the loan's lines folded, entry by entry in posting order,
 * through the same rules the sub-ledger applies as they post (instalment-projection.ts). The
 * backfill and the nightly check read it; nothing else does.
 */
export async function positionFromJournal(db: Db, loan: LoanRow): Promise<LoanPosition> {
  const schedule = await scheduleOf(db, loan);
  const { sums, advance } = await journalSums(db, loan, schedule);
  return positionFrom(loan, schedule, sums, advance);
}

/** A loan's instalment sums and advance as its journal makes them. */
export async function journalSums(
  db: Db,
  loan: LoanRow,
  schedule: readonly RepaymentRow[],
): Promise<{ sums: Map<number, StoredSums>; advance: number }> {
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
  return sumsOfLines(lines, schedule);
}

export type LineOfLoan = {
  account: string;
  amount: number;
  instalmentNumber: number | null;
  component: string | null;
  kind: string;
  businessDate: string;
};

/** A loan's lines, in posting order, folded into its instalment sums and advance. */
export function sumsOfLines(
  lines: readonly LineOfLoan[],
  schedule: readonly Pick<RepaymentRow, 'instalmentNumber' | 'principal' | 'interest'>[],
): { sums: Map<number, StoredSums>; advance: number } {
  const ledger: LoanLedger = { sums: new Map(), advance: 0 };
  for (const line of lines) foldLine(ledger, schedule, line);
  return ledger;
}

/** A loan's instalment sums and advance, as they stand. */
export type LoanLedger = { sums: Map<number, StoredSums>; advance: number };

/**
 * One line folded into a loan's sums, as posting it would change the stored rows: the same rules
 * (instalment-projection.ts), and an instalment is paid on the day its principal and interest
 * reach the schedule.
 */
export function foldLine(
  ledger: LoanLedger,
  schedule: readonly Pick<RepaymentRow, 'instalmentNumber' | 'principal' | 'interest'>[],
  line: LineOfLoan,
): void {
  if (line.account === 'borrower-advances') ledger.advance -= line.amount;
  const n = line.instalmentNumber;
  if (n === null || !isAccountCode(line.account)) return;
  const into = ledger.sums.get(n) ?? { ...noSums(), paidOn: null, lastPaidOn: null };
  const paidBefore = into.paidPrincipal + into.paidInterest;
  addLine(into, line.kind, {
    account: line.account,
    amount: line.amount as LedgerAmount,
    component: line.component as JournalLine['component'],
  });
  const paid = into.paidPrincipal + into.paidInterest;
  if (paid > paidBefore) {
    into.lastPaidOn = line.businessDate as IsoDate;
    const row = schedule.find((r) => r.instalmentNumber === n);
    if (row && paid >= row.principal + row.interest && !into.paidOn)
      into.paidOn = line.businessDate as IsoDate;
  }
  ledger.sums.set(n, into);
}

export function positionFrom(
  loan: LoanRow,
  schedule: RepaymentRow[],
  sums: ReadonlyMap<number, StoredSums>,
  advance: number,
): LoanPosition {
  const dues: InstalmentDue[] = schedule.map((row) => {
    const sofar = sums.get(row.instalmentNumber) ?? noSums();
    const unpaid = noDues();
    unpaid.principal = paise(row.principal - sofar.paidPrincipal);
    unpaid.interest = paise(row.interest - sofar.paidInterest);
    unpaid.penal = paise(sofar.leviedPenal - sofar.paidPenal);
    unpaid.fees = paise(sofar.leviedFees - sofar.paidFees);
    return { instalmentNumber: row.instalmentNumber, dueDate: row.dueDate, unpaid };
  });
  const accruedUnpaid = new Map<number, Paise>();
  const paidOn = new Map<number, IsoDate>();
  const penalLevied = new Set<number>();
  const suspended = new Map<number, { penal: Paise; fees: Paise }>();
  for (const [n, sofar] of sums) {
    if (sofar.accrued !== 0 || sofar.accruedReceived !== 0)
      accruedUnpaid.set(n, paise(sofar.accrued - sofar.accruedReceived));
    if (sofar.paidOn) paidOn.set(n, sofar.paidOn);
    if (sofar.penalCharged) penalLevied.add(n);
    if (sofar.suspendedPenal !== 0 || sofar.suspendedFees !== 0)
      suspended.set(n, { penal: paise(sofar.suspendedPenal), fees: paise(sofar.suspendedFees) });
  }
  const recognised = new Map(
    schedule.map((row) => {
      const sofar = sums.get(row.instalmentNumber);
      return [row.instalmentNumber, paise((sofar?.accrued ?? 0) + (sofar?.incomeDirect ?? 0))] as const;
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
