import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { addPhaseTime, timed } from '../../lib/phase-times.ts';
import type { Db } from '../../db/database.ts';
import { postEntries } from '../ledger/ledger-batch.ts';
import { mandates } from '../mandates/mandates.schema.ts';
import { planLoanDay, readContext, type LoanDay } from './close-of-business-plan.ts';
import { quietLoansClosed } from './close-of-business-quiet.ts';
import { endOfDay, paymentSettlementGraceMs } from './close-of-business.ts';
import { loanDebits, loans } from './loans.schema.ts';
import { loanPayments } from './loan-payments.schema.ts';
import { nachChanges, nachWorkOn, type DebitChanges } from './nach-filing.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Told why the fast path left a loan or a batch to the per-loan close (which records what fails
 * there): operations see the batch fall back, not only its failures.
 */
export type BatchReport = (error: unknown, what: string) => void;

/** Since the process started: loan-days closed as quiet, closed in busy batches, and left to the per-loan close (with the last batch error). */
export const batchCloseCounts = {
  quiet: 0,
  busy: 0,
  perLoan: 0,
  lastError: null as unknown,
};

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
  options: { withOpenFailures?: ReadonlySet<string>; report?: BatchReport } = {},
): Promise<{ closed: string[]; deferred: string[]; perLoan: string[] }> {
  const now = deps.clock.now();
  const report: BatchReport = options.report ?? (() => {});
  const perLoan = loanIds.filter((id) => options.withOpenFailures?.has(id));
  const candidates = loanIds.filter((id) => !options.withOpenFailures?.has(id));
  // A statement refused for one loan (a trigger, a constraint) leaves all of them to the busy path.
  const quiet = await timed('quiet', () => quietLoansClosed(deps.db, day, candidates, now)).catch(
    (error: unknown) => {
      report(error, `close of business ${day}: the quiet loans' update failed; they close as busy`);
      return new Set<string>();
    },
  );
  const busy = candidates.filter((id) => !quiet.has(id));
  batchCloseCounts.quiet += quiet.size;
  batchCloseCounts.perLoan += perLoan.length;
  if (busy.length === 0) return { closed: [...quiet], deferred: [], perLoan };
  try {
    const outcome = await deps.db.transaction((tx) => closeBusy(tx, day, busy, now, report));
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
    report(error, `close of business ${day}: a batch of ${busy.length} loans failed; each closes on its own`);
    return { closed: [...quiet], deferred: [], perLoan: [...perLoan, ...busy] };
  }
}

async function closeBusy(tx: Db, day: IsoDate, ids: string[], now: Date, report: BatchReport) {
  const previous = addDays(day, -1);
  const rows = await timed('lock loans', () =>
    tx
      .select()
      .from(loans)
      .where(openThrough(ids, previous))
      .orderBy(asc(loans.id))
      .for('update', { skipLocked: true }),
  );
  const locked = new Set(rows.map((loan) => loan.id));
  const unlocked = ids.filter((id) => !locked.has(id));
  // Another instance is closing these now: theirs. The rest are not where this day's close expects
  // them (behind, closed, from before the sub-ledger): the per-loan close decides.
  const taken = await loansOfDay(tx, unlocked, previous);
  const failed = unlocked.filter((id) => !taken.has(id));
  if (rows.length === 0) return { closed: [], deferred: [...taken], failed };
  const deferred = await timed('open payments', () => loansWithOpenPayments(tx, [...locked], day, now));
  for (const id of taken) deferred.add(id);
  const open = rows.filter((loan) => !deferred.has(loan.id));
  const context = await timed('read context', () =>
    readContext(
      tx,
      open.map((loan) => loan.id),
      open.map((loan) => loan.userId),
    ),
  );
  const planned = performance.now();
  const days: LoanDay[] = [];
  for (const loan of open) {
    try {
      days.push(planLoanDay(loan, context, day));
    } catch (error) {
      report(error, `close of business ${day}: loan ${loan.id} closes on its own`);
      failed.push(loan.id);
    }
  }
  addPhaseTime('plan', planned);
  const mandateOf = await timed('mandates', () =>
    activeMandates(
      tx,
      days.filter((d) => !d.loan.tags.includes('written-off') && nachWorkOn(d.position, d.debits, day, now)),
    ),
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
    } catch (error) {
      // This loan's day is left to the per-loan close, which records what failed.
      report(error, `close of business ${day}: loan ${d.loan.id}'s debits close on its own`);
      days.splice(days.indexOf(d), 1);
      failed.push(d.loan.id);
    }
  }
  await timed('write debits', () => writeDebits(tx, debitChanges));
  await timed('write loans', () => writeLoans(tx, day, days));
  // The entries last, as their lines lock the lender's own accounts until the batch commits.
  const ledgers = new Map(days.map((d) => [d.loan.id, d.ledger]));
  await timed('post entries', () =>
    postEntries(
      tx,
      days.flatMap((d) => d.entries),
      now,
      (loanId, n) => ledgers.get(loanId)?.sums.get(n)?.paidOn ?? null,
    ),
  );
  return { closed: days.map((d) => d.loan.id), deferred: [...deferred], failed };
}

/** Of these loans, those open, on the instalment sub-ledger, and closed through `previous`. */
const openThrough = (ids: string[], previous: IsoDate) =>
  and(
    sql`${loans.id} = any(${sql.param(ids)}::uuid[])`,
    eq(loans.status, 'DISBURSED'),
    eq(loans.instalmentsProjected, true),
    sql`coalesce(${loans.businessDate}, ${loans.disbursalDate}) = ${previous}`,
  );

/** Of these loans, those open and closed through `previous` (whatever locks them). */
async function loansOfDay(tx: Db, ids: string[], previous: IsoDate): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: loans.id }).from(loans).where(openThrough(ids, previous));
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
        sql`${loanPayments.loanId} = any(${sql.param(ids)}::uuid[])`,
        inArray(loanPayments.status, ['CREATED', 'PENDING']),
        lt(loanPayments.createdAt, dayEnd),
      ),
    );
  return new Set(rows.map((row) => row.loanId));
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

/** Every closed loan's row in one statement (its columns as arrays): its day, days past due, class, and what changed. */
async function writeLoans(tx: Db, day: IsoDate, days: readonly LoanDay[]) {
  if (days.length === 0) return;
  const column = <T>(value: (d: LoanDay) => T) => sql.param(days.map(value));
  // The tags as JSON text, one a loan (an array of arrays must be rectangular), null if unchanged.
  await tx.execute(sql`
    update loans l set business_date = ${day}::date, days_past_due = v.dpd, asset_class = v.asset_class,
      overdue_since = v.overdue_since, matured_on = coalesce(v.matured_on, l.matured_on),
      status = coalesce(v.status, l.status), closed_on = coalesce(v.closed_on, l.closed_on),
      tags = case when v.tags is null then l.tags
        else array(select t from json_array_elements_text(v.tags::json) with ordinality as e(t, n) order by n) end
    from unnest(
      ${column((d) => d.loan.id)}::uuid[], ${column((d) => d.set.daysPastDue ?? null)}::int[],
      ${column((d) => d.set.assetClass ?? d.loan.assetClass)}::text[], ${column((d) => d.set.overdueSince ?? null)}::date[],
      ${column((d) => d.set.maturedOn ?? null)}::date[], ${column((d) => d.set.status ?? null)}::text[],
      ${column((d) => d.set.closedOn ?? null)}::date[], ${column((d) => (d.set.tags ? JSON.stringify(d.set.tags) : null))}::text[]
    ) as v(id, dpd, asset_class, overdue_since, matured_on, status, closed_on, tags)
    where l.id = v.id`);
}
