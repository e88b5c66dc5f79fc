import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { applicationsAwaitingDecision, resumeUnderwriting, sweepGraceMs } from './resume-underwriting.ts';
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
