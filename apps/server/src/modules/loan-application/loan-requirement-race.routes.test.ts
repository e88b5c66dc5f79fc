import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { interleaveAfterNextRead } from '../../../test/helpers/interleave.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { approveWithTerms } from '../underwriting/staff-decisions.service.ts';
import { rupees, underwritingTestKit } from '../underwriting/underwriting-test-kit.ts';
import { loanApplications } from './loan-application.schema.ts';

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());

/** An application the automatic decision referred to a person (a thin file): INITIATED. */
async function referred() {
  const b = await kit.applicant({ magic: '9990', amount: 30_000 });
  await kit.automaticDecision(b.applicationId);
  return { b, actor: await kit.staffMember() };
}

const change = (amount: number) => ({
  amountRequested: rupees(amount),
  tenureRequested: 9,
  purpose: 'Education',
});

describe('loan requirement changes racing a decision', () => {
  it('answers 409 and keeps the approved amount when the approval lands between the read and the write', async () => {
    const { b, actor } = await referred();
    const approve = () =>
      approveWithTerms(
        ctx.t.deps,
        b.applicationId,
        { amount: rupees(30_000), tenureMonths: 6, dueDayOfMonth: 5 },
        actor,
        async () => {},
      );
    const approval = interleaveAfterNextRead(ctx.t.deps, loanApplications, approve);

    const late = await kit.loans.changeRequirement(b, { applicationId: b.applicationId, ...change(90_000) });
    await approval.done;

    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT', message: messages.applyRefused });
    const row = await kit.application(b.applicationId);
    expect({
      status: row.status,
      amount: row.amountRequestedPaise,
      tenure: row.tenureRequestedMonths,
    }).toEqual({
      status: 'APPROVED',
      amount: rupees(30_000),
      tenure: 6,
    });
  });

  it('lets many concurrent changes through before the approval and none after it', async () => {
    const { b, actor } = await referred();
    const amounts = Array.from({ length: 12 }, (_, index) => 40_000 + index * 1_000);
    let requestedWhenApproved: number | undefined;
    const approval = interleaveAfterNextRead(ctx.t.deps, loanApplications, () =>
      approveWithTerms(
        ctx.t.deps,
        b.applicationId,
        { amount: rupees(30_000), tenureMonths: 6, dueDayOfMonth: 5 },
        actor,
        async (tx) => {
          const [row] = await tx
            .select()
            .from(loanApplications)
            .where(eq(loanApplications.id, b.applicationId));
          requestedWhenApproved = row?.amountRequestedPaise;
        },
      ),
    );

    const answers = await Promise.all(
      amounts.map((amount) =>
        kit.loans.changeRequirement(b, { applicationId: b.applicationId, ...change(amount) }),
      ),
    );
    await approval.done;

    const row = await kit.application(b.applicationId);
    expect(row.status).toBe('APPROVED');
    expect(row.amountRequestedPaise).toBe(requestedWhenApproved);
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused)
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({
        status: 409,
        message: messages.applyRefused,
      });
    // Every change answered 200 happened before the approval, which saw the last of them.
    const acceptedAmounts = accepted.map((answer) => answer.json().application.amountRequested as number);
    if (accepted.length > 0) expect(acceptedAmounts).toContain(requestedWhenApproved);
    else expect(requestedWhenApproved).toBe(rupees(30_000));
  });
});
