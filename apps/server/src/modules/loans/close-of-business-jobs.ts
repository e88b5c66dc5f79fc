import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';

import type { AppDeps } from '../../app-deps.ts';
import { keyedQueue } from '../../lib/jobs.ts';
import { closeLoanThrough, loansToClose } from './close-of-business.ts';
import { loansByIds } from './loan-position.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** Keyed by the day and the batch's first loan: one job of a batch queued or running at a time. */
export const closeOfBusinessBatchJob = keyedQueue('close-of-business-batch');
export type CloseOfBusinessBatch = { through: IsoDate; loanIds: string[] };

/** Loans per batch job: small enough that a killed batch redoes little, large enough to be cheap to queue. */
export const batchSize = 500;

/** Closes every loan of one batch up to `through` (a loan already closed that far is skipped). */
export async function closeBatch(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  batch: CloseOfBusinessBatch,
): Promise<number> {
  let days = 0;
  for (const loan of await loansByIds(deps.db, batch.loanIds))
    days += await closeLoanThrough(deps, loan, batch.through);
  return days;
}

/**
 * Queues the close of business through `through` in batches on the job queue, so that several
 * instances on one PostgreSQL share it; a batch's key (the day and its first loan) keeps it to one
 * job queued or running, however many minutes queue the day meanwhile, and a loan is closed day by
 * day under its own lock, so two workers never close a loan's day twice. Answers how many batches
 * were queued.
 */
export async function queueCloseOfBusiness(deps: Deps, through: IsoDate): Promise<number> {
  let after: string | undefined;
  let queued = 0;
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

/** The whole close of business through `through`, in this process (tests, the benchmark, a one-off run). */
export async function runCloseOfBusiness(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  through: IsoDate,
): Promise<number> {
  let after: string | undefined;
  let days = 0;
  for (;;) {
    const page = await loansToClose(deps.db, through, batchSize, after);
    if (page.length === 0) return days;
    after = page.at(-1)?.id;
    for (const loan of page) days += await closeLoanThrough(deps, loan, through);
  }
}

/** The last business day that has ended by the server's clock: yesterday, in India. */
export const lastEndedDay = (deps: Pick<AppDeps, 'clock'>): IsoDate =>
  addDays(isoDate(deps.clock.businessDate()), -1);

/** Registers the batch handler; main.ts queues the day's close each minute once the day has ended. */
export function registerCloseOfBusiness(deps: Deps, workers = 2): void {
  deps.jobs.register<CloseOfBusinessBatch>(
    closeOfBusinessBatchJob,
    async (batch) => {
      await closeBatch(deps, batch);
    },
    { workers },
  );
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
