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
 * now, and queues them again; a job still
 * queued or running for one makes the send a no-op (its singleton key).
 */

/** How long an application may wait before the sweep looks at it: its own job gets there first. */
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

/** Queues the decision of every application that has waited past the grace period; answers how many. */
export async function resumeUnderwriting(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>): Promise<number> {
  const enteredBefore = new Date(deps.clock.now().getTime() - sweepGraceMs);
  const waiting = await applicationsAwaitingDecision(deps.db, enteredBefore);
  for (const applicationId of waiting) await sendUnderwriting(deps, applicationId);
  return waiting.length;
}

/**
 * Runs the sweep now and every ten minutes until stopped (the server's start, after the job queue).
 * A failed sweep is reported and tried again at the next tick.
 */
export function startUnderwritingSweep(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  report: (error: unknown) => void,
): () => void {
  const sweep = () => void resumeUnderwriting(deps).catch(report);
  sweep();
  const timer = setInterval(sweep, sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
