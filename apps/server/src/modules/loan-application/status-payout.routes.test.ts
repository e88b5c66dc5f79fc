import { profilePaths, userStatusResponseSchema } from '@kredo/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { loansTestKit } from '../loans/loans-test-kit.ts';

type Headers = Record<string, string>;

/**
 * `lam/status` from the repayment step to the payout: home and My Loans read from it that the loan
 * waits for its payout, how much, and into which account (docs/decisions.md 'Home's next step').
 */
describe('lam/status while the loan waits for its payout', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  async function statusOf(b: { userId: string }, headers: Headers) {
    const reply = await ctx.t.app.inject({
      url: profilePaths.status.replace(':userId', b.userId),
      headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return userStatusResponseSchema.parse(reply.json()).userStatus.latestApplicationsStatus;
  }

  it('names the payout from the registered mandate until the loan is paid out', async () => {
    const b = await kit.signedBorrower({ disbursalAccountNumber: '50100012345678' });

    // At the repayment step nothing is paid out yet.
    const signed = await statusOf(b, b.headers);
    expect(signed?.loanApprovalInfo).toMatchObject({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['REPAY_INST_PENDING'],
    });
    expect(signed?.payout).toBeUndefined();

    // The e-NACH registered at NPCI lets the lender disburse.
    const link = (await kit.initiate(b.headers, b.opportunityId, 'ENACH')).json<{ link: string }>().link;
    await kit.authoriseAtBank(link);
    await kit.settle();
    const headers = await kit.freshHeaders(b);
    const awaiting = await statusOf(b, headers);
    expect(awaiting?.loanApprovalInfo?.status).toBe('DISBURSAL_PENDING');
    expect(awaiting?.loanApplicationInfo.status).toBe('DISBURSAL_PENDING');
    expect(awaiting?.payout).toEqual({
      amount: awaiting?.loanApprovalInfo?.amount,
      bankName: expect.any(String),
      accountNumberMasked: 'XXXXXXX678',
    });

    // Proposed, approved and paid: the loan runs, and no payout is awaited.
    const proposed = await kit.desk.propose(b.opportunityId);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await kit.desk.approve(proposed.json<{ id: string }>().id)).statusCode).toBe(200);
    await kit.settlePayout();
    const paid = await statusOf(b, await kit.freshHeaders(b));
    expect(paid?.loanApplicationInfo.status).toBe('DISBURSED');
    expect(paid?.payout).toBeUndefined();
  });
});
