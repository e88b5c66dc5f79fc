import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { classifyAt, type AssetClass } from '@kredo/domain/loan-delinquency';
import { hasArrears } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { timed } from '../../lib/phase-times.ts';
import { instalmentBalances } from '../ledger/instalment-balances.schema.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import type { EntryToPost } from '../ledger/ledger.service.ts';
import { npaReversalEntry, penalEntries } from './close-of-business-charges.ts';
import { accrualEntries } from './close-of-business.ts';
import type { LoanRow } from './loan-opening.ts';
import { allPaid, foldLine, positionFrom, type LoanLedger, type LoanPosition } from './loan-position.ts';
import { loanDebits, loanInstalments } from './loans.schema.ts';
import { inFlightInstalments, type DebitRow } from './nach-filing.ts';
import { advanceEntry, settlementOf } from './receipts.ts';

/**
 * The set-based close's reads and rules: a batch's context in four reads, and closeLoanDay's rules
 * for one loan-day applied to it in memory (close-of-business-batch.ts writes what they plan).
 */

export type LoanDay = {
  loan: LoanRow;
  ledger: LoanLedger;
  position: LoanPosition;
  entries: EntryToPost[];
  debits: DebitRow[];
  /** What the close writes of the loan beyond its business day. */
  set: Partial<LoanRow>;
};

export type Context = Awaited<ReturnType<typeof readContext>>;

/** The batch's schedules, instalment sums, advances and presentations: four reads. */
export async function readContext(tx: Db, ids: string[]) {
  // One after another: the transaction's one connection runs one statement at a time.
  const none = ids.length === 0;
  const schedules = none
    ? []
    : await timed('context: schedules', () =>
        tx
          .select()
          .from(loanInstalments)
          .where(inArray(loanInstalments.loanId, ids))
          .orderBy(asc(loanInstalments.loanId), asc(loanInstalments.instalmentNumber)),
      );
  const sums = none
    ? []
    : await timed('context: sums', () =>
        tx.select().from(instalmentBalances).where(inArray(instalmentBalances.loanId, ids)),
      );
  const advances = none
    ? []
    : await timed('context: advances', () =>
        tx
          .select({
            ownerId: ledgerAccounts.ownerId,
            credits: ledgerAccounts.postedCredits,
            debits: ledgerAccounts.postedDebits,
          })
          .from(ledgerAccounts)
          .where(and(inArray(ledgerAccounts.ownerId, ids), eq(ledgerAccounts.code, 'borrower-advances'))),
      );
  const debits = none
    ? []
    : await timed('context: debits', () =>
        tx
          .select()
          .from(loanDebits)
          .where(inArray(loanDebits.loanId, ids))
          .orderBy(asc(loanDebits.loanId), asc(loanDebits.instalmentNumber), asc(loanDebits.attempt)),
      );
  const group = <T extends { loanId: string }>(list: readonly T[]) => {
    const byLoan = new Map<string, T[]>();
    for (const row of list) {
      const rows = byLoan.get(row.loanId);
      if (rows) rows.push(row);
      else byLoan.set(row.loanId, [row]);
    }
    return byLoan;
  };
  return {
    schedules: group(schedules),
    sums: group(sums),
    advances: new Map(advances.map((row) => [row.ownerId, row.credits - row.debits])),
    debits: group(debits),
  };
}

/** The loan's ledger as stored, and its schedule in force. */
function loanLedgerOf(loan: LoanRow, context: Context) {
  const schedule = (context.schedules.get(loan.id) ?? [])
    .filter((row) => row.scheduleVersion === loan.scheduleVersion)
    .map((row) => ({
      instalmentNumber: row.instalmentNumber,
      dueDate: isoDate(row.dueDate),
      outstandingPrincipal: row.outstandingPrincipalPaise,
      principal: row.principalPaise,
      interest: row.interestPaise,
      instalment: row.instalmentPaise,
    })) as LoanPosition['schedule'];
  const ledger: LoanLedger = {
    sums: new Map(
      (context.sums.get(loan.id) ?? []).map((row) => [
        row.instalmentNumber,
        { ...row, paidOn: row.paidOn as IsoDate | null, lastPaidOn: row.lastPaidOn as IsoDate | null },
      ]),
    ),
    advance: context.advances.get(loan.id) ?? 0,
  };
  return { schedule, ledger };
}

/**
 * closeLoanDay's rules in memory, in its order; each entry, once planned, is folded into the
 * loan's sums so the next rule sees the position a re-read would give.
 */
export function planLoanDay(original: LoanRow, context: Context, day: IsoDate): LoanDay {
  const { schedule, ledger } = loanLedgerOf(original, context);
  let loan = original;
  const entries: EntryToPost[] = [];
  const allDebits = context.debits.get(loan.id) ?? [];
  const post = (entry: EntryToPost | null) => {
    if (!entry) return;
    entries.push(entry);
    for (const line of entry.lines)
      foldLine(ledger, schedule, {
        account: line.account,
        amount: line.amount,
        instalmentNumber: line.instalmentNumber ?? null,
        component: line.component ?? null,
        kind: entry.kind,
        businessDate: entry.businessDate,
      });
  };
  const at = () => positionFrom(loan, schedule, ledger.sums, ledger.advance);

  for (const entry of accrualEntries(at(), day)) post(entry);
  let set: Partial<LoanRow> = {};
  if (at().dues.some((due) => due.dueDate === day)) {
    const advance = advanceEntry(at(), `cob:${loan.id}:${day}:advance`, day);
    if (advance) {
      post(advance);
      // settleAfterPayment, against the loan as it was locked.
      set = settlementOf(original, at(), allDebits, day);
      loan = { ...original, ...set };
    }
  }
  let position = at();
  const debits = position.dues.some((due) => due.dueDate <= addDays(day, 2) && hasArrears(due))
    ? allDebits
    : [];
  const inFlight = inFlightInstalments(debits, day);
  if (!original.tags.includes('written-off')) {
    for (const entry of penalEntries(position, day, inFlight)) post(entry);
    position = at();
  }
  const ageing = position.dues.filter((due) => !inFlight.has(due.instalmentNumber));
  const { dpd, assetClass } = classifyAt(original.assetClass as AssetClass, ageing, day);
  if (assetClass === 'NPA' && original.assetClass !== 'NPA') post(npaReversalEntry(position, day));
  const overdue = ageing.find((due) => due.dueDate <= day && hasArrears(due));
  const lastDue = position.schedule.at(-1)?.dueDate;
  const matured = !original.maturedOn && lastDue && lastDue <= day && !allPaid(position);
  return {
    loan,
    ledger,
    position,
    entries,
    debits,
    set: {
      ...set,
      businessDate: day,
      daysPastDue: dpd,
      assetClass,
      overdueSince: overdue?.dueDate ?? null,
      ...(matured ? { maturedOn: day } : {}),
    },
  };
}
