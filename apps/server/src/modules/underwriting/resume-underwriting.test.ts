import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  applicationsAwaitingDecision,
  resumeUnderwriting,
  startUnderwritingSweep,
  sweepGraceMs,
} from './resume-underwriting.ts';
import { underwritingJob } from './underwriting-job-name.ts';
import { underwritingDecisions } from './underwriting.schema.ts';
import { underwritingTestKit } from './underwriting-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());

describe('the sweep of applications waiting for their automatic decision', () => {
  it('queues again an application whose decision never came, and passes over decided ones', async () => {
    const referred = await kit.applicant({ magic: '9992' });
    await kit.automaticDecision(referred.applicationId);
    // The bureau is down for this PAN (docs/providers.md): its job fails, nothing is decided.
    const stuck = await kit.applicant({ magic: '9988' });

    const enteredBefore = () => new Date(ctx.t.deps.clock.now().getTime() - sweepGraceMs);
    // Within the grace period the application's own job is left to work.
    expect(await applicationsAwaitingDecision(ctx.t.deps.db, enteredBefore())).not.toContain(
      stuck.applicationId,
    );
    ctx.t.deps.clock.advance(sweepGraceMs + 1_000);
    const waiting = await applicationsAwaitingDecision(ctx.t.deps.db, enteredBefore());
    expect(waiting).toContain(stuck.applicationId);
    // Referred to a person: decided, stays INITIATED, and is not queued again.
    expect(waiting).not.toContain(referred.applicationId);

    // The bureau answers again for this borrower: the sweep queues it (a retry still queued for it
    // takes the send's place) and the decision comes.
    await kit.setPan(stuck.userId, stuck.pan.replace('9988', '0001'));
    expect(await resumeUnderwriting(ctx.t.deps)).toBeGreaterThanOrEqual(1);
    const decision = await kit.automaticDecision(stuck.applicationId);
    expect(decision.outcome).toBe('APPROVE');
    expect(await applicationsAwaitingDecision(ctx.t.deps.db, enteredBefore())).not.toContain(
      stuck.applicationId,
    );
  });
});

describe('the sweep as the server starts', () => {
  /** Jobs of the application's decision that are queued, waiting to be retried or running. */
  async function unfinishedJobs(applicationId: string) {
    const result = (await ctx.t.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job
        where name = ${underwritingJob} and singleton_key = ${applicationId} and state < 'completed'`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n ?? 0;
  }

  it('decides, within seconds and once, an application whose job a stop lost a moment after it was acknowledged', async () => {
    // Referred (so it stays INITIATED), then its decision taken away: as if the process had
    // stopped between acknowledging the application and queueing its job.
    const b = await kit.applicant({ magic: '9990' });
    await kit.automaticDecision(b.applicationId);
    await ctx.t.deps.db
      .delete(underwritingDecisions)
      .where(eq(underwritingDecisions.applicationId, b.applicationId));
    const enteredBefore = new Date(ctx.t.deps.clock.now().getTime() - sweepGraceMs);
    // Between starts the sweep would leave it to its own job for two minutes more.
    expect(await applicationsAwaitingDecision(ctx.t.deps.db, enteredBefore)).not.toContain(b.applicationId);

    const errors: unknown[] = [];
    const stop = startUnderwritingSweep(ctx.t.deps, (error) => errors.push(error));
    // A second start at once (or another instance's): its job is already queued or running, or
    // (on a fast machine) has already decided it, so the second start queues nothing more.
    expect(await resumeUnderwriting(ctx.t.deps, { atStart: true })).toBeLessThanOrEqual(1);
    expect(await unfinishedJobs(b.applicationId)).toBeLessThanOrEqual(1);
    stop();

    const decision = await kit.automaticDecision(b.applicationId);
    expect(decision.outcome).toBe('REFER');
    expect(errors).toEqual([]);
    // Decided (referred, still INITIATED): a later start queues nothing for it, and it stays decided once.
    await kit.waitFor(
      'its job to finish',
      async () => (await unfinishedJobs(b.applicationId)) === 0 || undefined,
    );
    expect(await resumeUnderwriting(ctx.t.deps, { atStart: true })).toBe(0);
    const automatic = (await kit.decisions(b.applicationId)).filter((d) => d.decidedBy === 'AUTOMATIC');
    expect(automatic).toHaveLength(1);
  });
});
