import { compareDates, isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import type { AppDeps } from '../../app-deps.ts';
import { keyedQueue } from '../../lib/jobs.ts';
import { workInPages } from '../../lib/paged-work.ts';
import {
  queueCreditLineClose,
  registerCreditLineClose,
  runCreditLineClose,
} from '../credit-lines/credit-line-close-jobs.ts';
import { closeLoanThrough, loansToClose } from './close-of-business.ts';
import {
  loansWithOpenFailures,
  recordCloseFailure,
  resolveClosedFailures,
} from './close-of-business-failures.ts';
import type { LoanRow } from './loan-opening.ts';
import { findLoan, loansByIds } from './loan-position.ts';
import { closeDayBatch, type BatchReport } from './close-of-business-batch.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** Keyed by the day and the batch's first loan: one job of a batch queued or running at a time. */
export const closeOfBusinessBatchJob = keyedQueue('close-of-business-batch');
export type CloseOfBusinessBatch = { through: IsoDate; loanIds: string[] };

/** Loans per batch job: small enough that a killed batch redoes little, large enough to be cheap to queue. */
export const batchSize = 500;

/**
 * Batches an instance closes at once. A busy batch spends about half its time in the database and
 * half in this process (the rules, the parameters): three at once keep two cores busy where two
 * left them idle a fifth of the time (1,00,000 loans' due date: 51 s with two, 47 s with three).
 */
export const closeWorkers = 3;

/**
 * Closes some loans through `through`, day by day, set-based (close-of-business-batch.ts): each
 * day the loans due to close it go together. A loan the batch leaves to the per-loan close (its
 * rules threw, it had failed before, the batch's writes failed) is closed on its own through
 * `through`: one whose close throws has its day recorded as failed (close_of_business_failures)
 * and the others go on. Its business date stays where it was, so the next run takes it up again
 * from that day; a loan that had failed days and now closes has them resolved. A loan with a
 * payment of the day still open waits for the next run. Answers the loan-days closed.
 */
async function closeLoans(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  page: Array<Pick<LoanRow, 'id' | 'businessDate' | 'disbursalDate'>>,
  through: IsoDate,
  report?: BatchReport,
): Promise<number> {
  const failedBefore = await loansWithOpenFailures(
    deps.db,
    page.map((loan) => loan.id),
  );
  let days = 0;
  const next = new Map(
    page.map((loan) => [loan.id, addDays(isoDate(loan.businessDate ?? loan.disbursalDate), 1)]),
  );
  const alone: string[] = [];
  for (;;) {
    const waiting = [...next.values()].filter((day) => compareDates(day, through) <= 0).sort(compareDates);
    const day = waiting[0];
    if (!day) break;
    const ids = [...next].filter(([, at]) => at === day).map(([id]) => id);
    const outcome = await closeDayBatch(deps, day, ids, { withOpenFailures: failedBefore, report });
    days += outcome.closed.length;
    for (const id of outcome.closed) next.set(id, addDays(day, 1));
    for (const id of [...outcome.deferred, ...outcome.perLoan]) next.delete(id);
    alone.push(...outcome.perLoan);
  }
  for (const id of alone) {
    const loan = page.find((row) => row.id === id);
    if (!loan) continue;
    try {
      days += await closeLoanThrough(deps, (await findLoan(deps.db, id)) ?? loan, through);
    } catch (error) {
      await recordCloseFailure(deps.db, id, error, deps.clock.now());
      continue;
    }
    if (failedBefore.has(id)) await resolveClosedFailures(deps.db, id, deps.clock.now());
  }
  return days;
}

/** Closes every loan of one batch up to `through` (a loan already closed that far is skipped). */
export async function closeBatch(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  batch: CloseOfBusinessBatch,
  report?: BatchReport,
): Promise<number> {
  return closeLoans(deps, await loansByIds(deps.db, batch.loanIds), batch.through, report);
}

/**
 * Queues the close of business through `through` in batches on the job queue, so that several
 * instances on one PostgreSQL share it; a batch's key (the day and its first loan) keeps it to one
 * job queued or running, however many minutes queue the day meanwhile, and a loan is closed day by
 * day under its own lock, so two workers never close a loan's day twice. Once the batch has run,
 * the loans left behind (a failed loan-day, a day waiting for a payment) are queued again by the
 * next minute's run. Answers how many batches were queued.
 */
export async function queueCloseOfBusiness(deps: Deps, through: IsoDate): Promise<number> {
  let after: string | undefined;
  let queued = await queueCreditLineClose(deps, through);
  for (;;) {
    const page = await loansToClose(deps.db, through, batchSize, after);
    if (page.length === 0) return queued;
    const loanIds = page.map((loan) => loan.id);
    after = loanIds.at(-1);
    await deps.jobs.send<CloseOfBusinessBatch>(
      closeOfBusinessBatchJob,
      { through, loanIds },
      { singletonKey: `${through}:${loanIds[0]}` },
    );
    queued += 1;
  }
}

/**
 * The whole close of business through `through`, in this process (tests, the benchmark, a one-off
 * run), its batches taken by `workers` at once as the server's job workers take them.
 */
export async function runCloseOfBusiness(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  through: IsoDate,
  workers = closeWorkers,
): Promise<number> {
  const days = await workInPages(
    (after) => loansToClose(deps.db, through, batchSize, after),
    workers,
    (page) => closeLoans(deps, page, through),
  );
  // The credit lines' days, set-based in the same way (credit-lines/credit-line-close.ts).
  return days + (await runCreditLineClose(deps, through, workers));
}

/** The last business day that has ended by the server's clock: yesterday, in India. */
export const lastEndedDay = (deps: Pick<AppDeps, 'clock'>): IsoDate =>
  addDays(isoDate(deps.clock.businessDate()), -1);

/** Registers the batch handler; main.ts queues the day's close each minute once the day has ended. */
export function registerCloseOfBusiness(deps: Deps, report: BatchReport, workers = closeWorkers): void {
  deps.jobs.register<CloseOfBusinessBatch>(
    closeOfBusinessBatchJob,
    async (batch) => {
      await closeBatch(deps, batch, report);
    },
    { workers },
  );
  registerCreditLineClose(deps, workers);
}

/** Each minute: the days that have ended are queued for closing (nothing when all loans are closed through them). */
export function startCloseOfBusinessClock(deps: Deps, report: (error: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await queueCloseOfBusiness(deps, lastEndedDay(deps));
    } catch (error) {
      report(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
