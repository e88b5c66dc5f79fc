import type { AppDeps } from '../../app-deps.ts';
import { filesToResume, releaseReadingClaims } from './statement-file-queue.ts';
import { readFileJob } from './statement-reading.job.ts';

/**
 * A reading is lost when its process dies mid-read: the job stays active in pg-boss until its
 * expiry (15 minutes and more), and the borrower hears 'Wait till the txns are Processed' all
 * that time. The sweep queues such files again; reading is idempotent, so a file queued twice is
 * read once.
 *
 * On the embedded database the process is alone, so at start every claim is a dead reader's and
 * every QUEUED file is queued again at once. On PostgreSQL other instances may be reading: a claim
 * is taken to be dead once it is older than a read can last, and the sweep runs every 15 s.
 */

/** An unclaimed file waiting this long has lost its job (a stop between storing it and queueing it). */
const lostJobAfterMs = 10 * 60 * 1000;
export const readingSweepIntervalMs = 15_000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'database'>;

/** Queues again the readings that may be lost; answers how many. */
export async function resumeStatementReadings(deps: Deps, options: { atStart: boolean }): Promise<number> {
  const alone = deps.database.engine === 'pglite' && options.atStart;
  if (alone) await releaseReadingClaims(deps.db);
  const waitingBefore = new Date(deps.clock.now().getTime() - lostJobAfterMs);
  const files = await filesToResume(deps.db, { everyFile: alone, waitingBefore });
  for (const fileId of files) await deps.jobs.send(readFileJob, { fileId });
  return files.length;
}

/**
 * Resumes lost readings now (the server's start, after the job queue) and, on PostgreSQL, every
 * 15 s until stopped. A failed sweep is reported and tried again at the next tick.
 */
export function startStatementReadingSweep(deps: Deps, report: (error: unknown) => void): () => void {
  void resumeStatementReadings(deps, { atStart: true }).catch(report);
  if (deps.database.engine === 'pglite') return () => {};
  const timer = setInterval(
    () => void resumeStatementReadings(deps, { atStart: false }).catch(report),
    readingSweepIntervalMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
