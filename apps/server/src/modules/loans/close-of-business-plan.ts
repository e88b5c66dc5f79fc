import type { IsoDate } from '@kredo/domain/calendar-date';
import { classifyAt, type AssetClass } from '@kredo/domain/loan-delinquency';
import { hasArrears } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { borrowersWithNpaLines } from '../credit-lines/credit-line-records.ts';
import { timed } from '../../lib/phase-times.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import type { EntryToPost } from '../ledger/ledger.service.ts';
import { npaReversalEntry, penalEntries } from './close-of-business-charges.ts';
import { accrualEntries } from './close-of-business.ts';
import type { LoanRow } from './loan-opening.ts';
import {
  allPaid,
  foldLine,
  positionFrom,
  type LoanLedger,
  type LoanPosition,
  type StoredSums,
} from './loan-position.ts';
import { loanDebits } from './loans.schema.ts';
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

type ScheduleRow = LoanPosition['schedule'][number];
type SumsRow = StoredSums & { instalmentNumber: number };

/** The columns an object's keys are read from, in order. */
const scheduleColumns: Record<keyof ScheduleRow, string> = {
  instalmentNumber: 'instalment_number',
  dueDate: 'due_date',
  outstandingPrincipal: 'outstanding_principal_paise',
  principal: 'principal_paise',
  interest: 'interest_paise',
  instalment: 'instalment_paise',
};
const sumsColumns: Record<keyof SumsRow, string> = {
  instalmentNumber: 'instalment_number',
  paidPrincipal: 'paid_principal',
  paidInterest: 'paid_interest',
  paidPenal: 'paid_penal',
  paidFees: 'paid_fees',
  leviedPenal: 'levied_penal',
  leviedFees: 'levied_fees',
  penalCharged: 'penal_charged',
  accrued: 'accrued',
  accruedReceived: 'accrued_received',
  incomeDirect: 'income_direct',
  suspendedPenal: 'suspended_penal',
  suspendedFees: 'suspended_fees',
  lastPaidOn: 'last_paid_on',
  paidOn: 'paid_on',
};

/**
 * Each loan's instalment rows as objects, read a loan to a row: its rows folded into one JSON
 * array of arrays (as text, parsed here). On PGlite a row costs far more than its values: the
 * schedules and sums of a batch read three to five times faster than row by row.
 */
async function instalmentRowsByLoan<T extends object>(
  tx: Db,
  columns: Record<keyof T, string>,
  from: SQL,
): Promise<Map<string, T[]>> {
  const keys = Object.keys(columns) as (keyof T)[];
  const list = sql.raw(keys.map((key) => columns[key]).join(', '));
  const result = (await tx.execute(
    sql`select loan_id, json_agg(json_build_array(${list}) order by instalment_number)::text as rows ${from} group by loan_id`,
  )) as unknown as { rows: { loan_id: string; rows: string }[] };
  const asObject = (values: unknown[]) => {
    const row: Partial<Record<keyof T, unknown>> = {};
    keys.forEach((key, index) => (row[key] = values[index]));
    return row as T;
  };
  return new Map(
    result.rows.map((loan) => [loan.loan_id, (JSON.parse(loan.rows) as unknown[][]).map(asObject)] as const),
  );
}

/**
 * The batch's schedules in force, instalment sums, advances and presentations: four reads, one
 * after another (the transaction's one connection runs one statement at a time).
 */
export async function readContext(tx: Db, ids: string[], userIds: readonly string[] = []) {
  const none = ids.length === 0;
  const loanIds = sql`${sql.param(ids)}::uuid[]`;
  const schedules = none
    ? new Map<string, ScheduleRow[]>()
    : await timed('context: schedules', () =>
        instalmentRowsByLoan<ScheduleRow>(
          tx,
          scheduleColumns,
          sql`from (select i.* from loans l join loan_instalments i on i.loan_id = l.id and i.schedule_version = l.schedule_version
            where l.id = any(${loanIds})) i`,
        ),
      );
  const sums = none
    ? new Map<string, SumsRow[]>()
    : await timed('context: sums', () =>
        instalmentRowsByLoan<SumsRow>(
          tx,
          sumsColumns,
          sql`from instalment_balances where loan_id = any(${loanIds})`,
        ),
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
          .where(
            and(
              sql`${ledgerAccounts.ownerId} = any(${loanIds})`,
              eq(ledgerAccounts.code, 'borrower-advances'),
            ),
          ),
      );
  const debits = none
    ? []
    : await timed('context: debits', () =>
        tx
          .select()
          .from(loanDebits)
          .where(sql`${loanDebits.loanId} = any(${loanIds})`)
          .orderBy(asc(loanDebits.loanId), asc(loanDebits.instalmentNumber), asc(loanDebits.attempt)),
      );
  const byLoan = new Map<string, DebitRow[]>();
  for (const row of debits) {
    const rows = byLoan.get(row.loanId);
    if (rows) rows.push(row);
    else byLoan.set(row.loanId, [row]);
  }
  return {
    schedules,
    sums,
    advances: new Map(advances.map((row) => [row.ownerId, row.credits - row.debits])),
    debits: byLoan,
    npaBorrowers: none ? new Set<string>() : await borrowersWithNpaLines(tx, userIds),
  };
}

/** The loan's ledger as stored (a copy the plan folds its postings into), and its schedule in force. */
function loanLedgerOf(loan: LoanRow, context: Context) {
  const schedule = (context.schedules.get(loan.id) ?? []) as LoanPosition['schedule'];
  const ledger: LoanLedger = {
    sums: new Map(
      (context.sums.get(loan.id) ?? []).map(({ instalmentNumber, ...sums }) => [instalmentNumber, sums]),
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
  // The position, computed again only once a posting or the loan's row has changed it.
  let current: LoanPosition | null = null;
  const post = (entry: EntryToPost | null) => {
    if (!entry) return;
    current = null;
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
  const at = () => (current ??= positionFrom(loan, schedule, ledger.sums, ledger.advance));

  for (const entry of accrualEntries(at(), day)) post(entry);
  let set: Partial<LoanRow> = {};
  if (at().dues.some((due) => due.dueDate === day)) {
    const advance = advanceEntry(at(), `cob:${loan.id}:${day}:advance`, day);
    if (advance) {
      post(advance);
      // settleAfterPayment, against the loan as it was locked.
      set = settlementOf(original, at(), allDebits, day, context.npaBorrowers.has(original.userId));
      loan = { ...original, ...set };
      current = null;
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
  const { dpd, assetClass } = classifyAt(
    original.assetClass as AssetClass,
    ageing,
    day,
    context.npaBorrowers.has(original.userId),
  );
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
