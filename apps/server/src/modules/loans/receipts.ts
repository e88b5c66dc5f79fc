import { compareDates, type IsoDate } from '@kredo/domain/calendar-date';
import { allocateReceipt, defaultAllocation, type Allocation } from '@kredo/domain/loan-allocation';
import { assetClasses, classifyAt, type AssetClass } from '@kredo/domain/loan-delinquency';
import { credit, debit, type AccountCode, type JournalLine } from '@kredo/domain/ledger';
import { paise, type Paise } from '@kredo/domain/money';
import { and, eq, gte, like } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { borrowersWithNpaLines } from '../credit-lines/credit-line-records.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import {
  entryOfKey,
  postEntry,
  reverseEntry,
  type EntryKind,
  type EntryToPost,
  type PostedEntry,
} from '../ledger/ledger.service.ts';
import type { LoanRow } from './loan-opening.ts';
import { allPaid, positionOf, type LoanPosition } from './loan-position.ts';
import { loans } from './loans.schema.ts';
import { debitsOfLoan, inFlightInstalments, type DebitRow } from './nach-filing.ts';

/** Where received money sits until it settles to the lender. */
export const receivingAccount = {
  gateway: 'gateway-suspense',
  nach: 'nach-suspense',
} as const satisfies Record<string, AccountCode>;
export type ReceiptSource = keyof typeof receivingAccount;

/**
 * The credit lines that pay `allocations` of a loan: principal to the principal receivable;
 * interest to the interest receivable up to what was accrued there, the rest straight to income
 * (interest never accrued: an NPA's, or the running period's on foreclosure); charges to their
 * receivables. A written-off loan's receipts are recoveries: income, its receivables being nil.
 */
export function payingLines(position: LoanPosition, allocations: readonly Allocation[]): JournalLine[] {
  const loanId = position.loan.id;
  const writtenOff = position.loan.tags.includes('written-off');
  const accruedLeft = new Map(position.accruedUnpaid);
  const suspendedLeft = new Map<number, { penal: number; fees: number }>(
    [...position.suspended].map(([n, held]) => [n, { ...held }]),
  );
  return allocations
    .map(({ instalmentNumber, component, amount }) => {
      const at = { loanId, instalmentNumber, component };
      if (writtenOff) return credit('recoveries-income', amount, at);
      if (component === 'principal') return credit('loan-principal', amount, at);
      if (component === 'penal') return credit('penal-receivable', amount, at);
      if (component === 'fees') return credit('fees-receivable', amount, at);
      return credit('interest-receivable', amount, at);
    })
    .flatMap((line) => {
      const n = line.instalmentNumber;
      if (n === undefined || n === null) return [line];
      if (line.account === 'penal-receivable' || line.account === 'fees-receivable') {
        // A charge held in suspense (an NPA's) becomes income as it is received.
        const component = line.account === 'penal-receivable' ? ('penal' as const) : ('fees' as const);
        const held = suspendedLeft.get(n);
        const release = Math.min(-line.amount, held?.[component] ?? 0);
        if (!held || release <= 0) return [line];
        held[component] -= release;
        const at = { loanId, instalmentNumber: n, component };
        return [
          line,
          debit('income-suspense', paise(release), at),
          credit('penal-income', paise(release), at),
        ];
      }
      if (line.account !== 'interest-receivable') return [line];
      const owed = -line.amount;
      const fromReceivable = Math.max(0, Math.min(owed, accruedLeft.get(n) ?? 0));
      accruedLeft.set(n, paise((accruedLeft.get(n) ?? 0) - fromReceivable));
      const at = { loanId, instalmentNumber: n, component: 'interest' as const };
      return [
        credit('interest-receivable', paise(fromReceivable), at),
        credit('interest-income', paise(owed - fromReceivable), at),
      ];
    });
}

export type ReceiptInput = {
  idempotencyKey: string;
  source: ReceiptSource;
  amount: Paise;
  businessDate: IsoDate;
  narration: string;
};

/**
 * Posts a receipt on a locked loan: allocated to what is due by the receipt's day in the product's
 * order (RBI-India: charges, then all interest due, then principal, oldest first), the rest held
 * as the borrower's advance. Then the loan's classification follows (an NPA is upgraded only with
 * every arrear paid) and a loan with nothing left to pay is closed. Posts nothing twice.
 */
export async function postReceipt(
  tx: Db,
  loan: LoanRow,
  input: ReceiptInput,
  now: Date,
): Promise<PostedEntry> {
  // A receipt posted before keeps the allocation it was given then: the dues have changed since.
  const earlier = await entryOfKey(tx, input.idempotencyKey);
  if (earlier) return { entryId: earlier.id, posted: false };
  // Money valued on a day already closed (captured on the due date, credited after its close): the
  // penal charge that close levied for want of it is taken back if the money pays the instalment.
  const late = loan.status === 'DISBURSED' && closedThrough(loan, input.businessDate);
  if (late) await withdrawPenalPaidInTime(tx, loan, input, now);
  const position = await positionOf(tx, loan);
  // A closed loan owes nothing: money reaching it is held for refund.
  const { allocations, excess } =
    loan.status !== 'DISBURSED'
      ? { allocations: [], excess: input.amount }
      : allocateReceipt(position.dues, input.amount, input.businessDate, defaultAllocation);
  const posted = await postEntry(
    tx,
    {
      idempotencyKey: input.idempotencyKey,
      lenderId: loan.lenderId,
      kind: 'receipt',
      businessDate: input.businessDate,
      narration: input.narration,
      loanId: loan.id,
      lines: [
        debit(receivingAccount[input.source], input.amount, { loanId: loan.id }),
        ...payingLines(position, allocations),
        credit('borrower-advances', excess, { loanId: loan.id }),
      ],
    },
    now,
  );
  if (posted.posted && late && excess > 0 && loan.businessDate)
    // What fell due on the days closed since the money's date takes the rest, as it would have.
    await applyAdvance(tx, loan, `${input.idempotencyKey}:advance`, loan.businessDate as IsoDate, now);
  if (posted.posted) await settleAfterPayment(tx, loan, input.businessDate);
  return posted;
}

/** Whether the loan's close of business has already closed `day`. */
const closedThrough = (loan: LoanRow, day: IsoDate) =>
  !!loan.businessDate && compareDates(day, loan.businessDate as IsoDate) <= 0;

/**
 * Before a receipt valued on a closed day: each penal charge levied at the close of that day or
 * later, on an instalment due by that day, is reversed when the receipt, allocated without it,
 * pays the instalment's principal and interest (the money was there on time). Otherwise it stays.
 */
async function withdrawPenalPaidInTime(tx: Db, loan: LoanRow, input: ReceiptInput, now: Date) {
  const levied = await tx
    .select({ key: journalEntries.idempotencyKey, instalmentNumber: journalLines.instalmentNumber })
    .from(journalEntries)
    .innerJoin(
      journalLines,
      and(eq(journalLines.entryId, journalEntries.id), eq(journalLines.account, 'penal-receivable')),
    )
    .where(
      and(
        eq(journalEntries.loanId, loan.id),
        eq(journalEntries.kind, 'penal-charge'),
        gte(journalEntries.businessDate, input.businessDate),
        like(journalEntries.idempotencyKey, 'cob:%'),
      ),
    );
  if (levied.length === 0) return;
  const position = await positionOf(tx, loan);
  for (const entry of levied) {
    const n = entry.instalmentNumber;
    const due = position.dues.find((d) => d.instalmentNumber === n);
    if (!due || compareDates(due.dueDate, input.businessDate) > 0 || due.unpaid.penal <= 0) continue;
    const without = position.dues.map((d) =>
      d.instalmentNumber === n ? { ...d, unpaid: { ...d.unpaid, penal: paise(0) } } : d,
    );
    const { allocations } = allocateReceipt(without, input.amount, input.businessDate, defaultAllocation);
    const paid = allocations
      .filter((a) => a.instalmentNumber === n && (a.component === 'principal' || a.component === 'interest'))
      .reduce((sum, a) => sum + a.amount, 0);
    if (paid < due.unpaid.principal + due.unpaid.interest) continue;
    await reverseEntry(
      tx,
      entry.key,
      `Penal charge withdrawn: instalment ${n} was paid on ${input.businessDate}`,
      input.businessDate,
      now,
      'penal-charge',
    );
  }
}

/**
 * Applies the advance a borrower holds to what is due by `businessDate` (at a due date's day-end,
 * or when a charge is levied), under `key`. Nothing when there is no advance or nothing due.
 */
export async function applyAdvance(tx: Db, loan: LoanRow, key: string, businessDate: IsoDate, now: Date) {
  const entry = advanceEntry(await positionOf(tx, loan), key, businessDate);
  if (!entry) return null;
  const posted = await postEntry(tx, entry, now);
  if (posted.posted) await settleAfterPayment(tx, loan, businessDate);
  return posted;
}

/** The entry applyAdvance posts: the advance allocated to what is due by `businessDate`, if any. */
export function advanceEntry(position: LoanPosition, key: string, businessDate: IsoDate): EntryToPost | null {
  const { loan } = position;
  if (position.advance <= 0) return null;
  const { allocations, excess } = allocateReceipt(
    position.dues,
    position.advance,
    businessDate,
    defaultAllocation,
  );
  const applied = paise(position.advance - excess);
  if (applied === 0) return null;
  return {
    idempotencyKey: key,
    lenderId: loan.lenderId,
    kind: 'advance-applied' satisfies EntryKind,
    businessDate,
    narration: 'Advance applied to the instalment due',
    loanId: loan.id,
    lines: [debit('borrower-advances', applied, { loanId: loan.id }), ...payingLines(position, allocations)],
  };
}

/** After money reached a loan: its overdue day, its class and, with nothing left to pay, its closure. */
export async function settleAfterPayment(tx: Db, loan: LoanRow, businessDate: IsoDate): Promise<void> {
  const position = await positionOf(tx, loan);
  const borrowerNpa = (await borrowersWithNpaLines(tx, [loan.userId])).has(loan.userId);
  const set = settlementOf(loan, position, await debitsOfLoan(tx, loan.id), businessDate, borrowerNpa);
  await tx.update(loans).set(set).where(eq(loans.id, loan.id));
}

/** What settleAfterPayment changes of the loan: its overdue day, its class, and its closure. */
export function settlementOf(
  loan: LoanRow,
  position: LoanPosition,
  debits: readonly DebitRow[],
  businessDate: IsoDate,
  /** The borrower is an NPA on a credit line: the loan stays one whatever this payment clears. */
  borrowerNpa = false,
): Pick<Partial<LoanRow>, 'daysPastDue' | 'assetClass' | 'overdueSince' | 'status' | 'closedOn' | 'tags'> {
  // An instalment whose due date's debit is still in flight is not counted past due.
  const inFlight = inFlightInstalments(debits, businessDate);
  const ageing = position.dues.filter((due) => !inFlight.has(due.instalmentNumber));
  // As of the last closed day: the close of business ages the loan day by day, and only it moves a
  // loan into a worse class (entering NPA reverses unrealised income there); money only lowers it.
  const asOf =
    loan.businessDate && compareDates(loan.businessDate as IsoDate, businessDate) < 0
      ? (loan.businessDate as IsoDate)
      : businessDate;
  const previous = loan.assetClass as AssetClass;
  const classified = classifyAt(previous, ageing, asOf, borrowerNpa && previous === 'NPA');
  const worse = assetClasses.indexOf(classified.assetClass) > assetClasses.indexOf(previous);
  const { dpd, assetClass } = worse ? { dpd: classified.dpd, assetClass: previous } : classified;
  const overdue = ageing.find(
    (due) => due.dueDate <= asOf && (due.unpaid.principal > 0 || due.unpaid.interest > 0),
  );
  const closed = allPaid(position); // a written-off loan fully recovered closes too (spec 001 §4.9)
  return {
    daysPastDue: dpd,
    assetClass,
    overdueSince: overdue?.dueDate ?? null,
    ...(closed && loan.status === 'DISBURSED'
      ? { status: 'CLOSED', closedOn: businessDate, tags: [...new Set([...loan.tags, 'closed'])] }
      : {}),
  };
}
