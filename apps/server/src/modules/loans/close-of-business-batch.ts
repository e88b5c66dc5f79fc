import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { classifyAt, type AssetClass } from '@kredo/domain/loan-delinquency';
import { hasArrears } from '@kredo/domain/loan-dues';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { instalmentBalances } from '../ledger/instalment-balances.schema.ts';
import { postEntries } from '../ledger/ledger-batch.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';
import type { EntryToPost } from '../ledger/ledger.service.ts';
import { mandates } from '../mandates/mandates.schema.ts';
import { npaReversalEntry, penalEntries } from './close-of-business-charges.ts';
import { accrualEntries, endOfDay, paymentSettlementGraceMs } from './close-of-business.ts';
import type { LoanRow } from './loan-opening.ts';
import { allPaid, foldLine, positionFrom, type LoanLedger, type LoanPosition } from './loan-position.ts';
import { loanDebits, loanInstalments, loanPayments, loans } from './loans.schema.ts';
import {
  inFlightInstalments,
  nachChanges,
  nachWorkOn,
  type DebitChanges,
  type DebitRow,
} from './nach-filing.ts';
import { advanceEntry, settlementOf } from './receipts.ts';
import { quietLoansClosed } from './close-of-business-quiet.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Since the process started: loan-days closed as quiet, closed in busy batches, and left to the per-loan close (with the last batch error). */
export const batchCloseCounts = { quiet: 0, busy: 0, perLoan: 0, lastError: null as unknown };

/**
 * The close of one business day for a batch of loans, set-based: the quiet loans (nothing to do
 * today) in one UPDATE; the others in one transaction with a handful of reads (the loans, their
 * schedules, instalment sums, advances, presentations, open payments, mandates), the same rules
 * as closeLoanDay applied in memory (each posting folded into the loan's sums, as posting it would
 * change the stored rows), and multi-row writes. Answers the loans closed, those deferred (a
 * payment of the day still open, or another instance closing them now: a later run takes them up
 * if it has not) and those left to the per-loan close: one whose rules threw, one with an open
 * failure, or all of the busy ones when the batch's writes failed.
 */
export async function closeDayBatch(
  deps: Deps,
  day: IsoDate,
  loanIds: readonly string[],
  options: { withOpenFailures?: ReadonlySet<string> } = {},
): Promise<{ closed: string[]; deferred: string[]; perLoan: string[] }> {
  const now = deps.clock.now();
  const perLoan = loanIds.filter((id) => options.withOpenFailures?.has(id));
  const candidates = loanIds.filter((id) => !options.withOpenFailures?.has(id));
  // A statement refused for one loan (a trigger, a constraint) leaves all of them to the busy path.
  const quiet = await quietLoansClosed(deps.db, day, candidates, now).catch(() => new Set<string>());
  const busy = candidates.filter((id) => !quiet.has(id));
  batchCloseCounts.quiet += quiet.size;
  batchCloseCounts.perLoan += perLoan.length;
  if (busy.length === 0) return { closed: [...quiet], deferred: [], perLoan };
  try {
    const outcome = await deps.db.transaction((tx) => closeBusy(tx, day, busy, now));
    batchCloseCounts.busy += outcome.closed.length;
    batchCloseCounts.perLoan += outcome.failed.length;
    return {
      closed: [...quiet, ...outcome.closed],
      deferred: outcome.deferred,
      perLoan: [...perLoan, ...outcome.failed],
    };
  } catch (error) {
    // Nothing of the busy loans was written: each is closed on its own, its failure recorded.
    batchCloseCounts.perLoan += busy.length;
    batchCloseCounts.lastError = error;
    return { closed: [...quiet], deferred: [], perLoan: [...perLoan, ...busy] };
  }
}

type LoanDay = {
  loan: LoanRow;
  ledger: LoanLedger;
  position: LoanPosition;
  entries: EntryToPost[];
  debits: DebitRow[];
  /** What the close writes of the loan beyond its business day. */
  set: Partial<LoanRow>;
};

async function closeBusy(tx: Db, day: IsoDate, ids: string[], now: Date) {
  const previous = addDays(day, -1);
  const rows = await tx
    .select()
    .from(loans)
    .where(
      and(
        inArray(loans.id, ids),
        eq(loans.status, 'DISBURSED'),
        eq(loans.instalmentsProjected, true),
        sql`coalesce(${loans.businessDate}, ${loans.disbursalDate}) = ${previous}`,
      ),
    )
    .orderBy(asc(loans.id))
    .for('update', { skipLocked: true });
  const locked = new Set(rows.map((loan) => loan.id));
  const unlocked = ids.filter((id) => !locked.has(id));
  // Another instance is closing these now: theirs. The rest are not where this day's close expects
  // them (behind, closed, from before the sub-ledger): the per-loan close decides.
  const taken = await loansOfDay(tx, unlocked, previous);
  const failed = unlocked.filter((id) => !taken.has(id));
  if (rows.length === 0) return { closed: [], deferred: [...taken], failed };
  const deferred = await loansWithOpenPayments(tx, [...locked], day, now);
  for (const id of taken) deferred.add(id);
  const open = rows.filter((loan) => !deferred.has(loan.id));
  const context = await readContext(
    tx,
    open.map((loan) => loan.id),
  );
  const days: LoanDay[] = [];
  for (const loan of open) {
    try {
      days.push(planLoanDay(loan, context, day));
    } catch {
      failed.push(loan.id);
    }
  }
  const mandateOf = await activeMandates(
    tx,
    days.filter((d) => !d.loan.tags.includes('written-off') && nachWorkOn(d.position, d.debits, day, now)),
  );
  const debitChanges: DebitChanges = { updates: [], inserts: [] };
  for (const d of [...days]) {
    if (d.loan.tags.includes('written-off') || !nachWorkOn(d.position, d.debits, day, now)) continue;
    try {
      const changes = nachChanges(
        d.position,
        d.debits,
        day,
        now,
        mandateOf.get(d.loan.opportunityId) ?? null,
      );
      debitChanges.updates.push(...changes.updates);
      debitChanges.inserts.push(...changes.inserts);
    } catch {
      // This loan's day is left to the per-loan close, which records what failed.
      days.splice(days.indexOf(d), 1);
      failed.push(d.loan.id);
    }
  }
  await writeDebits(tx, debitChanges);
  await writeLoans(tx, day, days);
  // The entries last, as their lines lock the lender's own accounts until the batch commits.
  const ledgers = new Map(days.map((d) => [d.loan.id, d.ledger]));
  await postEntries(
    tx,
    days.flatMap((d) => d.entries),
    now,
    (loanId, n) => ledgers.get(loanId)?.sums.get(n)?.paidOn ?? null,
  );
  return { closed: days.map((d) => d.loan.id), deferred: [...deferred], failed };
}

/** Of these loans, those open and closed through `previous` (whatever locks them). */
async function loansOfDay(tx: Db, ids: string[], previous: IsoDate): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        inArray(loans.id, ids),
        eq(loans.status, 'DISBURSED'),
        eq(loans.instalmentsProjected, true),
        sql`coalesce(${loans.businessDate}, ${loans.disbursalDate}) = ${previous}`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Loans with a payment begun by the day's end still open, within the grace after it (closeLoanDay). */
async function loansWithOpenPayments(tx: Db, ids: string[], day: IsoDate, now: Date): Promise<Set<string>> {
  const dayEnd = endOfDay(day);
  if (now.getTime() > dayEnd.getTime() + paymentSettlementGraceMs) return new Set();
  const rows = await tx
    .selectDistinct({ loanId: loanPayments.loanId })
    .from(loanPayments)
    .where(
      and(
        inArray(loanPayments.loanId, ids),
        inArray(loanPayments.status, ['CREATED', 'PENDING']),
        lt(loanPayments.createdAt, dayEnd),
      ),
    );
  return new Set(rows.map((row) => row.loanId));
}

type Context = Awaited<ReturnType<typeof readContext>>;

/** The batch's schedules, instalment sums, advances and presentations: four reads. */
async function readContext(tx: Db, ids: string[]) {
  const [schedules, sums, advances, debits] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          tx
            .select()
            .from(loanInstalments)
            .where(inArray(loanInstalments.loanId, ids))
            .orderBy(asc(loanInstalments.loanId), asc(loanInstalments.instalmentNumber)),
          tx.select().from(instalmentBalances).where(inArray(instalmentBalances.loanId, ids)),
          tx
            .select({
              ownerId: ledgerAccounts.ownerId,
              credits: ledgerAccounts.postedCredits,
              debits: ledgerAccounts.postedDebits,
            })
            .from(ledgerAccounts)
            .where(and(inArray(ledgerAccounts.ownerId, ids), eq(ledgerAccounts.code, 'borrower-advances'))),
          tx
            .select()
            .from(loanDebits)
            .where(inArray(loanDebits.loanId, ids))
            .orderBy(asc(loanDebits.loanId), asc(loanDebits.instalmentNumber), asc(loanDebits.attempt)),
        ]);
  const group = <T extends { loanId: string }>(list: readonly T[]) => {
    const byLoan = new Map<string, T[]>();
    for (const row of list) byLoan.set(row.loanId, [...(byLoan.get(row.loanId) ?? []), row]);
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
function planLoanDay(original: LoanRow, context: Context, day: IsoDate): LoanDay {
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

/** Each opportunity's latest mandate, when active: one read for the batch's loans with NACH work. */
async function activeMandates(tx: Db, days: readonly LoanDay[]) {
  const ids = [...new Set(days.map((d) => d.loan.opportunityId))];
  const active = new Map<string, { maxAmount: number }>();
  if (ids.length === 0) return active;
  const rows = await tx
    .selectDistinctOn([mandates.opportunityId])
    .from(mandates)
    .where(inArray(mandates.opportunityId, ids))
    .orderBy(mandates.opportunityId, desc(mandates.createdAt));
  for (const row of rows)
    if (row.status === 'ACTIVATED' && row.providerMandateId)
      active.set(row.opportunityId, { maxAmount: row.maxAmountPaise });
  return active;
}

async function writeDebits(tx: Db, changes: DebitChanges) {
  if (changes.inserts.length > 0)
    await tx
      .insert(loanDebits)
      .values(changes.inserts)
      .onConflictDoNothing({ target: [loanDebits.loanId, loanDebits.instalmentNumber, loanDebits.attempt] });
  if (changes.updates.length === 0) return;
  const values = sql.join(
    changes.updates.map(
      ({ id, set }) =>
        sql`(${id}::uuid, ${set.status ?? null}::text, ${set.amountPaise ?? null}::bigint, ${set.reasonCode ?? null}::text, ${set.reasonText ?? null}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update loan_debits d set status = coalesce(v.status, d.status), amount_paise = coalesce(v.amount, d.amount_paise),
      reason_code = coalesce(v.reason_code, d.reason_code), reason_text = coalesce(v.reason_text, d.reason_text)
    from (values ${values}) as v(id, status, amount, reason_code, reason_text)
    where d.id = v.id`);
}

/** Every closed loan's row in one statement: its day, days past due, class, and what changed. */
async function writeLoans(tx: Db, day: IsoDate, days: readonly LoanDay[]) {
  if (days.length === 0) return;
  const values = sql.join(
    days.map(
      ({ loan, set }) =>
        sql`(${loan.id}::uuid, ${set.daysPastDue ?? null}::int, ${set.assetClass ?? loan.assetClass}::text,
          ${set.overdueSince ?? null}::date, ${set.maturedOn ?? null}::date, ${set.status ?? null}::text,
          ${set.closedOn ?? null}::date, ${set.tags ? sql`${sql.param(set.tags)}::text[]` : sql`null::text[]`})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update loans l set business_date = ${day}::date, days_past_due = v.dpd, asset_class = v.asset_class,
      overdue_since = v.overdue_since, matured_on = coalesce(v.matured_on, l.matured_on),
      status = coalesce(v.status, l.status), closed_on = coalesce(v.closed_on, l.closed_on),
      tags = coalesce(v.tags, l.tags)
    from (values ${values}) as v(id, dpd, asset_class, overdue_since, matured_on, status, closed_on, tags)
    where l.id = v.id`);
}
