import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { interleaveAfterNextRead } from '../../../test/helpers/interleave.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanApplications } from '../loan-application/loan-application.schema.ts';
import { updateRequirement } from '../loan-application/loan-application.repository.ts';
import { applicationsAwaitingDecision, sweepGraceMs } from './resume-underwriting.ts';
import { runUnderwriting } from './underwriting.job.ts';
import { underwritingDecisions } from './underwriting.schema.ts';
import { rupees, underwritingTestKit } from './underwriting-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());

/** An INITIATED application (a thin file the rules refer) whose automatic decision is yet to run. */
async function undecided(amount: number) {
  const b = await kit.applicant({ magic: '9990', amount });
  await kit.automaticDecision(b.applicationId);
  await ctx.t.deps.db
    .delete(underwritingDecisions)
    .where(eq(underwritingDecisions.applicationId, b.applicationId));
  return b;
}

describe('the automatic decision when the borrower changes the requirement meanwhile', () => {
  it('decides on the new amount and tenure, not on the ones read before the change', async () => {
    const b = await undecided(30_000);
    const change = interleaveAfterNextRead(ctx.t.deps, loanApplications, () =>
      updateRequirement(ctx.t.deps.db, b.applicationId, ['INITIATED'], {
        amountRequestedPaise: rupees(60_000),
        tenureRequestedMonths: 9,
        purpose: 'Education',
      }),
    );

    await runUnderwriting(ctx.t.deps, { applicationId: b.applicationId });
    await change.done;

    const stored = await kit.decisions(b.applicationId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.inputs).toMatchObject({ request: { amount: rupees(60_000), tenureMonths: 9 } });
  });

  it('decides once when nothing changes', async () => {
    const b = await undecided(30_000);

    await runUnderwriting(ctx.t.deps, { applicationId: b.applicationId });

    const stored = await kit.decisions(b.applicationId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.inputs).toMatchObject({ request: { amount: rupees(30_000), tenureMonths: 6 } });
  });
});

describe('a referred application whose requirement the borrower changes', () => {
  it('is decided again on the new amount and tenure, and the sweep finds it if that is lost', async () => {
    const b = await kit.applicant({ magic: '9990', amount: 30_000 });
    await kit.automaticDecision(b.applicationId);

    const changed = await kit.loans.changeRequirement(b, {
      applicationId: b.applicationId,
      amountRequested: rupees(60_000),
      tenureRequested: 9,
      purpose: 'Education',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const second = await kit.automaticDecision(b.applicationId, 2);
    expect(second.inputs).toMatchObject({ request: { amount: rupees(60_000), tenureMonths: 9 } });

    // A change whose job was lost (written straight to the row): the sweep queues it.
    await updateRequirement(ctx.t.deps.db, b.applicationId, ['INITIATED'], {
      amountRequestedPaise: rupees(45_000),
      tenureRequestedMonths: 6,
      purpose: 'Education',
    });
    ctx.t.deps.clock.advance(sweepGraceMs + 1_000);
    const enteredBefore = new Date(ctx.t.deps.clock.now().getTime() - sweepGraceMs);
    expect(await applicationsAwaitingDecision(ctx.t.deps.db, enteredBefore)).toContain(b.applicationId);
  });
});
