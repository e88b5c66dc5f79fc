import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findLiveOpportunity } from './underwriting.repository.ts';
import { runUnderwriting } from './underwriting.job.ts';
import { underwritingTestKit } from './underwriting-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());

describe('the automatic decision when an application reaches INITIATED', () => {
  it('approves a good applicant with an offer whose EMI fits the capacity, shown in lam/status', async () => {
    const b = await kit.applicant({ amount: 30_000, tenure: 6 });
    const status = await kit.statusAfter(b);
    expect(status.latestApplicationsStatus.loanApplicationInfo.status).toBe('APPROVED');

    const decision = await kit.automaticDecision(b.applicationId);
    expect(decision.outcome).toBe('APPROVE');
    expect(decision.reasons).toEqual([]);
    const offer = await findLiveOpportunity(ctx.t.deps.db, b.applicationId);
    expect(offer).toMatchObject({ status: 'LENDER_APPROVED', lenderId: 176, productCode: 'PERSONAL_LOAN' });
    expect(offer!.amountPaise).toBe(3_000_000);
    expect(offer!.tenureMonths).toBe(6);
    expect(offer!.emiPaise).toBeLessThanOrEqual(decision.figures.maxEmi!);
    expect(decision.figures.maxEmi).toBe(2_500_000 - decision.figures.existingEmi!);

    expect(status.latestApplicationsStatus.loanApprovalInfo).toEqual({
      status: 'LENDER_APPROVED',
      subStatuses: [],
      productCode: 'PERSONAL_LOAN',
      lenderId: 176,
      isCreditLine: false,
      amount: 3_000_000,
      tenureMonths: 6,
      tenurePeriod: 'MONTHS',
      paymentFrequency: 'Monthly',
      // Rs 5,000 of principal and Rs 750 of interest (2.5% flat of Rs 30,000) a month.
      emiAmount: 575_000,
      installmentAmount: 575_000,
      interestPercent: 30,
      processingFee: 60_000,
      convenienceFeePct: 0.5,
      minConvenienceFee: 9_900,
      convenienceFee: 15_000,
      dueDayOfMonth: 5,
      lenderOpportunityId: offer!.id,
    });
    expect((await kit.history(b.applicationId)).map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      ['INITIATED', 'APPROVED', 'underwriting'],
    ]);
  });

  it('stores the exact input the rules read, without the PAN, and the bureau report', async () => {
    const b = await kit.applicant();
    const decision = await kit.automaticDecision(b.applicationId);
    const stored = JSON.stringify(decision.inputs);
    expect(stored).not.toContain(b.pan);
    expect(decision.inputs).toMatchObject({
      flow: 'main',
      request: { amount: 3_000_000, tenureMonths: 6 },
      documents: { selfie: 'CLEAR', pan: 'CLEAR' },
      kyc: { mode: 'OKYC', nameMatches: true },
      addresses: { residence: 'VERIFIED', permanent: 'VERIFIED', work: 'VERIFIED' },
      bankAccounts: { disbursal: true, nach: true },
      referencesCount: 2,
      statement: { monthsCovered: 7, salaryCreditMonths: 7, monthlyIncome: 5_000_000 },
    });
    expect(decision.bureauReport).toMatchObject({ kind: 'HIT', fetchedAt: expect.any(String) });
    expect(decision.evidence?.selfie).toMatchObject({ version: 1 });
    expect(decision.policyVersion).not.toBe('');
  });

  it('refers a thin file to a person: the application stays INITIATED with the decision stored', async () => {
    const b = await kit.applicant({ magic: '9990' });
    const decision = await kit.automaticDecision(b.applicationId);
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons.map((reason) => reason.code)).toContain('THIN_FILE');
    expect(decision.bureauReport).toMatchObject({ kind: 'NO_HIT' });
    await kit.expectStatus(b.applicationId, 'INITIATED');
    expect(await kit.history(b.applicationId)).toEqual([]);
    expect(await findLiveOpportunity(ctx.t.deps.db, b.applicationId)).toBeUndefined();
  });

  it('refers a grey score, and a scanned KYC, to a person', async () => {
    const grey = await kit.applicant({ magic: '9992' });
    expect((await kit.automaticDecision(grey.applicationId)).reasons.map((r) => r.code)).toEqual([
      'GREY_SCORE',
    ]);
    const scanned = await kit.applicant({ kyc: 'SCAN' });
    const decision = await kit.automaticDecision(scanned.applicationId);
    expect(decision.outcome).toBe('REFER');
    expect(decision.reasons.map((r) => r.code)).toEqual(['KYC_MANUAL']);
    expect(decision.inputs).toMatchObject({ kyc: { mode: 'SCAN', nameMatches: null } });
  });

  it('rejects a low score and closes the application', async () => {
    const b = await kit.applicant({ magic: '9991' });
    const status = await kit.statusAfter(b);
    expect(status.latestApplicationsStatus.loanApplicationInfo.status).toBe('REJECTED');
    expect(status.latestApplicationsStatus.loanApprovalInfo).toBeUndefined();
    const decision = await kit.automaticDecision(b.applicationId);
    expect(decision.reasons[0]).toMatchObject({ code: 'LOW_SCORE' });
    expect((await kit.application(b.applicationId)).closedAt).not.toBeNull();
    expect(await kit.loans.allowsNewApplication(b)).toBe(true);
  });

  it('rejects heavy existing EMIs that leave no capacity', async () => {
    const b = await kit.applicant({ magic: '9993' });
    const decision = await kit.automaticDecision(b.applicationId);
    expect(decision.outcome).toBe('REJECT');
    expect(decision.reasons.map((r) => r.code)).toContain('INSUFFICIENT_CAPACITY');
    expect(decision.figures.existingEmi).toBe(4_200_000);
  });

  it('asks for a clear selfie when the first one is unclear (9994)', async () => {
    const b = await kit.applicant({ magic: '9994' });
    const status = await kit.statusAfter(b);
    expect(status.latestApplicationsStatus.loanApplicationInfo).toMatchObject({
      status: 'INCOMPLETE_INFO',
      subStatuses: ['SELFIE_UNCLEAR'],
    });
    const [move] = await kit.history(b.applicationId);
    expect(move).toMatchObject({
      fromStatus: 'INITIATED',
      toStatus: 'INCOMPLETE_INFO',
      actor: 'underwriting',
      subStatuses: ['SELFIE_UNCLEAR'],
      requestedSubStatuses: ['SELFIE_UNCLEAR'],
    });
  });

  it('asks for the PAN image (9995), the work address (9996) and the residence address (9997)', async () => {
    const pan = await kit.applicant({ magic: '9995' });
    const work = await kit.applicant({ magic: '9996' });
    const residence = await kit.applicant({ magic: '9997' });
    expect((await kit.automaticDecision(pan.applicationId)).subStatuses).toEqual(['PAN_UNCLEAR']);
    expect((await kit.automaticDecision(work.applicationId)).subStatuses).toEqual(['WORK_ADDR_MISMATCH']);
    expect((await kit.automaticDecision(residence.applicationId)).subStatuses).toEqual([
      'RESI_ADDR_MISMATCH',
    ]);
  });

  it('asks for a statement when none has been analysed', async () => {
    const b = await kit.loans.completeBorrower();
    await kit.addOkyc(b.userId);
    const application = await kit.loans.applied(b, 'PERSONAL_LOAN');
    const decision = await kit.automaticDecision(application.applicationId);
    expect(decision).toMatchObject({ outcome: 'INCOMPLETE_INFO', subStatuses: ['BS_6M_MISSING'] });
  });

  it('leaves nothing half-written when the bureau is down, and decides once it answers', async () => {
    const down = await kit.applicant({ magic: '9988' });
    await expect(runUnderwriting(ctx.t.deps, { applicationId: down.applicationId })).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(await kit.decisions(down.applicationId)).toEqual([]);
    expect(await kit.history(down.applicationId)).toEqual([]);
    await kit.expectStatus(down.applicationId, 'INITIATED');

    // Down for the first pull only: the job's retry decides.
    const once = await kit.applicant({ magic: '9989' });
    expect((await kit.automaticDecision(once.applicationId)).outcome).toBe('APPROVE');
  }, 30_000);

  it('decides only once for one entry into INITIATED', async () => {
    const b = await kit.applicant({ magic: '9990' });
    await kit.automaticDecision(b.applicationId);
    await runUnderwriting(ctx.t.deps, { applicationId: b.applicationId });
    expect(await kit.decisions(b.applicationId)).toHaveLength(1);
  });
});
