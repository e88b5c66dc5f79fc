import { disbursalMessages } from '@kredo/contract/disbursals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { admin, operations, underwriter } from '../staff/staff-test-kit.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { loansTestKit } from './loans-test-kit.ts';

describe('disbursal, maker-checker, through the payout service', () => {
  const ctx = {} as { t: TestApp };
  const kit = loansTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  it('is proposed by one staff member, approved by another, paid, and opens the loan on the ledger', async () => {
    const b = await kit.awaitingDisbursal();
    const ready = (await kit.desk.queue('ready')).json();
    expect(ready.ready.map((row: { opportunityId: string }) => row.opportunityId)).toContain(b.opportunityId);

    const proposed = await kit.desk.propose(b.opportunityId);
    expect(proposed.statusCode).toBe(200);
    const disbursal = proposed.json();
    expect(disbursal).toMatchObject({
      status: 'PROPOSED',
      mode: 'IMPS',
      proposedBy: { name: operations.name },
      accountNumberMasked: expect.stringMatching(/^X+\d{3}$/),
    });
    expect(disbursal.netAmount).toBeLessThan(disbursal.loanAmount);
    // Proposed twice: one live disbursal per loan.
    expect((await kit.desk.propose(b.opportunityId)).json().message).toBe(disbursalMessages.alreadyProposed);

    // The maker may not check their own proposal.
    const own = await kit.desk.approve(disbursal.id, { as: operations.email });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(disbursalMessages.sameStaff);

    const approved = await kit.desk.approve(disbursal.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: { name: admin.name } });
    expect((await kit.desk.approve(disbursal.id)).json().message).toBe(disbursalMessages.notProposed);

    await kit.settlePayout();
    const paid = (await kit.desk.detail(disbursal.id)).json();
    expect(paid).toMatchObject({ status: 'PAID', utr: expect.stringMatching(/^\d{12}$/) });
    expect(paid.lenderLoanAcctId).toMatch(/^KL\d+/);
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('DISBURSED');
    expect((await findApplication(ctx.t.deps.db, b.applicationId))?.status).toBe('DISBURSED');
    // The opportunity the consent area polls now names the loan's account (spec 001 §4.8).
    expect((await kit.details(b.headers, b.opportunityId)).lenderLoanAcctId).toBe(paid.lenderLoanAcctId);
    const told = (await ctx.t.app.inject(`/api/dev/outbox?to=${b.person.mobile}`)).json() as Array<{
      text: string;
    }>;
    expect(told[0]?.text).toContain(`(UTR ${paid.utr})`);
    expect(told[0]?.text).toContain(paid.lenderLoanAcctId);

    const statement = (await kit.desk.loanStatement(paid.loanId)).json();
    expect(statement.entries).toHaveLength(1);
    const [entry] = statement.entries;
    expect(entry.kind).toBe('disbursal');
    const amounts = Object.fromEntries(
      entry.lines.map((line: { account: string; amount: number }) => [line.account, line.amount]),
    );
    expect(amounts['loan-principal']).toBe(paid.loanAmount);
    expect(amounts['disbursal-clearing']).toBe(-paid.netAmount);
    expect(Object.values(amounts).reduce((sum: number, amount) => sum + (amount as number), 0)).toBe(0);

    // A redelivered webhook and a refresh change nothing: one loan, one entry.
    await kit.settlePayout(60_000);
    expect((await kit.desk.loanStatement(paid.loanId)).json().entries).toHaveLength(1);
    const trial = (await kit.desk.trialBalance()).json();
    for (const total of trial.totals) expect(total.debits, total.unit).toBe(total.credits);
  });

  it('is rejected by the checker with a reason; the loan can then be proposed again', async () => {
    const b = await kit.awaitingDisbursal();
    const { id } = (await kit.desk.propose(b.opportunityId)).json();
    expect((await kit.desk.reject(id, '')).statusCode).toBe(400);
    expect((await kit.desk.reject(id, 'Bank name differs', { as: operations.email })).statusCode).toBe(409);
    const rejected = await kit.desk.reject(id, 'Bank name differs');
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', decisionNote: 'Bank name differs' });
    expect((await kit.desk.propose(b.opportunityId)).statusCode).toBe(200);
  });

  it('ends FAILED with the bank’s reason for an invalid account, and pays nobody', async () => {
    const b = await kit.awaitingDisbursal({ disbursalAccountNumber: '50100123450001' });
    const { id } = (await kit.desk.propose(b.opportunityId)).json();
    await kit.desk.approve(id);
    await kit.settlePayout();
    const failed = (await kit.desk.detail(id)).json();
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'INVALID_ACCOUNT', loanId: null });
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('DISBURSAL_PENDING');
    expect((await kit.desk.queue('failed')).json().disbursals.map((d: { id: string }) => d.id)).toContain(id);
  });

  it('is refused to staff without the permission, to borrowers, and for an opportunity not awaiting disbursal', async () => {
    const b = await kit.signedBorrower();
    expect((await kit.desk.queue('ready', { as: underwriter.email })).statusCode).toBe(403);
    expect((await kit.desk.queue('ready', { headers: b.headers })).statusCode).toBe(401);
    const early = await kit.desk.propose(b.opportunityId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(disbursalMessages.notAwaitingDisbursal);
    expect((await kit.desk.propose('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a forged payout webhook', async () => {
    await kit.deliverPayoutWebhooks(); // the signing secret read, as after the first delivery
    const reply = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payout',
      payload: JSON.stringify({ event: 'payout.processed' }),
      headers: { 'content-type': 'application/json', 'x-payout-signature': 'deadbeef' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
