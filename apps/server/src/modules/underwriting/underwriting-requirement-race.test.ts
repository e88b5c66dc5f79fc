import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { interleaveAfterNextRead } from '../../../test/helpers/interleave.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loanApplications } from '../loan-application/loan-application.schema.ts';
import { updateRequirement } from '../loan-application/loan-application.repository.ts';
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
