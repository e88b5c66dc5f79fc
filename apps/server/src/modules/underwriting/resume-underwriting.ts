import { and, eq, lte, notExists, sql } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { loanApplications } from '../loan-application/loan-application.schema.ts';
import { sendUnderwriting } from './underwriting-job-name.ts';
import { underwritingDecisions } from './underwriting.schema.ts';

/**
 * An application waits in INITIATED for its automatic decision. The decision's job is queued when
 * it gets there, but a job can be lost: the process stopped between the status change and the
 * send, or the bureau stayed down through every retry. The sweep finds INITIATED applications
 * with no automatic decision since they entered INITIATED on the amount and tenure they ask for
 * now, and queues them again. The job's queue is keyed by application: a job still queued or
 * running for one makes the send a no-op, so the sweep never has an application decided twice
 * or at once by two jobs.
 *
 * At start the sweep takes every waiting application whatever its age (a stop may have lost the
 * job of one acknowledged a second before), so each is decided within seconds of a restart; on
 * the embedded database a job the stopped process was running is tried again at once (jobs.ts).
 * Between starts it runs every ten minutes and leaves the last two minutes' to their own jobs.
 */

/** How long an application may wait before the sweep between starts looks at it: its own job gets there first. */
export const sweepGraceMs = 2 * 60 * 1000;
export const sweepIntervalMs = 10 * 60 * 1000;

export async function applicationsAwaitingDecision(db: Db, enteredBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(
      and(
        eq(loanApplications.status, 'INITIATED'),
        lte(loanApplications.statusUpdatedAt, enteredBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(underwritingDecisions)
            .where(
              and(
                eq(underwritingDecisions.applicationId, loanApplications.id),
                eq(underwritingDecisions.decidedBy, 'AUTOMATIC'),
                sql`${underwritingDecisions.decidedAt} >= ${loanApplications.statusUpdatedAt}`,
                // ... on the amount and tenure asked for now (a referred application may change them).
                sql`(${underwritingDecisions.inputs} -> 'request' ->> 'amount')::bigint = ${loanApplications.amountRequestedPaise}`,
                sql`(${underwritingDecisions.inputs} -> 'request' ->> 'tenureMonths')::int = ${loanApplications.tenureRequestedMonths}`,
              ),
            ),
        ),
      ),
    )
    .limit(500);
  return rows.map((row) => row.id);
}

/**
 * Queues the decision of every application waiting for it (at start, whatever its age; otherwise
 * past the grace period) that has no job queued or running; answers how many were waiting.
 */
export async function resumeUnderwriting(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  options: { atStart: boolean } = { atStart: false },
): Promise<number> {
  const enteredBefore = new Date(deps.clock.now().getTime() - (options.atStart ? 0 : sweepGraceMs));
  const waiting = await applicationsAwaitingDecision(deps.db, enteredBefore);
  for (const applicationId of waiting) await sendUnderwriting(deps, applicationId, { afterRunning: false });
  return waiting.length;
}

/**
 * Runs the sweep now, as the server starts (after the job queue), and every ten minutes until
 * stopped. A failed sweep is reported and tried again at the next tick.
 */
export function startUnderwritingSweep(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  report: (error: unknown) => void,
): () => void {
  void resumeUnderwriting(deps, { atStart: true }).catch(report);
  const timer = setInterval(() => void resumeUnderwriting(deps).catch(report), sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
