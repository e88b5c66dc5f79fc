import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { requestInformation } from '../underwriting/staff-decisions.service.ts';
import { underwritingTestKit } from '../underwriting/underwriting-test-kit.ts';

const ctx = {} as { t: TestApp };
const kit = underwritingTestKit(ctx);

beforeAll(async () => {
  ctx.t = await buildTestApp();
});
afterAll(() => ctx.t.close());

const text = {
  address: 'Please update your address to continue',
  work: 'Please update your work details to continue',
  loan: 'Please update your loan request to continue',
  document: 'Please upload the requested document to continue',
  bank: 'Please add your bank account details to continue',
  selfie: 'Selfie image is unclear. Please upload a clear picture',
  statement: 'Please upload your bank statements for the last 7 months, showing all salary/income credits.',
};

/** A borrower whose first selfie the sandbox finds unclear: INCOMPLETE_INFO, SELFIE_UNCLEAR. */
async function unclearSelfie() {
  const b = await kit.applicant({ magic: '9994' });
  await kit.statusAfter(b);
  await kit.expectStatus(b.applicationId, 'INCOMPLETE_INFO', ['SELFIE_UNCLEAR']);
  return b;
}

/** Evidence given after the request: the clock moves on first, so "after" is never the same instant. */
const later = () => ctx.t.deps.clock.advance(1_000);

const repayment = {
  beneficiaryName: 'Asha Verma',
  ifsc: 'SBIN0000001',
  accountNumber: '30987654321',
  purposeType: 'NACH',
};
const disbursal = {
  beneficiaryName: 'Asha Verma',
  ifsc: 'HDFC0000001',
  accountNumber: '50100123456789',
  purposeType: 'DISBURSAL',
};

/** A borrower who applied, with the given items then asked for by the lender's staff. */
async function askedFor(subStatuses: IncompleteInfoSubStatus[]) {
  const b = await kit.applicant({ magic: '9990' });
  await kit.automaticDecision(b.applicationId);
  const actor = await kit.staffMember();
  await requestInformation(ctx.t.deps, b.applicationId, { subStatuses }, actor, async () => {});
  return b;
}

describe('POST /api/corleone/incomplete-info-on-complete', () => {
  it('needs a selfie uploaded after the request; with one, the application goes back and is approved', async () => {
    const b = await unclearSelfie();
    const refused = await kit.settle(b, b.applicationId, ['SELFIE_UNCLEAR']);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: text.selfie });
    await kit.expectStatus(b.applicationId, 'INCOMPLETE_INFO', ['SELFIE_UNCLEAR']);

    later();
    await kit.uploadDocument(b.userId, 'SELFIE');
    const settled = await kit.settle(b, b.applicationId, ['SELFIE_UNCLEAR']);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toEqual({ applicationId: b.applicationId, status: 'INITIATED', subStatuses: [] });

    // The automatic decision runs again: the second selfie is clear.
    const second = await kit.automaticDecision(b.applicationId, 2);
    expect(second.outcome).toBe('APPROVE');
    expect(second.evidence?.selfie).toMatchObject({ version: 2 });
    const status = await kit.statusAfter(b);
    expect(status.latestApplicationsStatus.loanApplicationInfo.status).toBe('APPROVED');
    expect(status.latestApplicationsStatus.loanApprovalInfo).toMatchObject({ status: 'LENDER_APPROVED' });
    expect((await kit.history(b.applicationId)).map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      ['INITIATED', 'INCOMPLETE_INFO', 'underwriting'],
      ['INCOMPLETE_INFO', 'INITIATED', 'borrower'],
      ['INITIATED', 'APPROVED', 'underwriting'],
    ]);
  });

  it('verifies a residence address changed after the mismatch (9997), and approves', async () => {
    const b = await kit.applicant({ magic: '9997' });
    await kit.statusAfter(b);
    await kit.expectStatus(b.applicationId, 'INCOMPLETE_INFO', ['RESI_ADDR_MISMATCH']);
    later();
    await kit.loans.save(b, { profileData: { address: kit.loans.bangalore('Flat 7, Lake View') } });
    expect((await kit.settle(b, b.applicationId, ['RESI_ADDR_MISMATCH'])).json().status).toBe('INITIATED');
    const second = await kit.automaticDecision(b.applicationId, 2);
    expect(second.inputs).toMatchObject({ addresses: { residence: 'VERIFIED', work: 'VERIFIED' } });
    expect(second.outcome).toBe('APPROVE');
  });

  it("answers another borrower's application as not found, and changes nothing", async () => {
    const owner = await unclearSelfie();
    const other = await kit.loans.borrower();
    later();
    await kit.uploadDocument(owner.userId, 'SELFIE');
    const reply = await kit.settle(other, owner.applicationId, ['SELFIE_UNCLEAR']);
    expect(reply.statusCode, reply.body).toBe(404);
    await kit.expectStatus(owner.applicationId, 'INCOMPLETE_INFO', ['SELFIE_UNCLEAR']);
    const unknown = await kit.settle(other, '00000000-0000-4000-8000-000000000000', ['SELFIE_UNCLEAR']);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an application that is not waiting for information with 409', async () => {
    const b = await kit.applicant({ magic: '9990' });
    await kit.automaticDecision(b.applicationId);
    const reply = await kit.settle(b, b.applicationId, ['SELFIE_UNCLEAR']);
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().code).toBe('CONFLICT');
  });

  it('refuses a call without a session, and a body without sub-statuses', async () => {
    const b = await unclearSelfie();
    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/corleone/incomplete-info-on-complete',
      payload: { applicationId: b.applicationId, subStatuses: ['SELFIE_UNCLEAR'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await kit.settle(b, b.applicationId, [])).statusCode).toBe(400);
    expect((await kit.settle(b, b.applicationId, ['NOT_A_SUB_STATUS'])).statusCode).toBe(400);
  });

  it('settles item by item, with evidence where it can be seen; a retry and unknown items change nothing', async () => {
    const b = await kit.applicant({ magic: '9990' });
    await kit.automaticDecision(b.applicationId);
    const actor = await kit.staffMember();
    const asked = ['SELFIE_UNCLEAR', 'BS_6M_MISSING', 'RESI_ADDR_INCOMPLETE', 'NACH_BANK_DETAILS'] as const;
    await requestInformation(ctx.t.deps, b.applicationId, { subStatuses: [...asked] }, actor, async () => {});

    // The address as it was, saved again unchanged, settles nothing; a changed address does.
    const unchanged = await kit.settle(b, b.applicationId, ['RESI_ADDR_INCOMPLETE']);
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe(text.address);
    later();
    await kit.loans.save(b, { profileData: { address: kit.loans.bangalore('12A') } });
    expect((await kit.settle(b, b.applicationId, ['RESI_ADDR_INCOMPLETE'])).statusCode).toBe(400);
    await kit.loans.save(b, { profileData: { address: kit.loans.bangalore('Flat 7, Lake View') } });
    const address = await kit.settle(b, b.applicationId, ['RESI_ADDR_INCOMPLETE']);
    expect(address.json()).toMatchObject({
      status: 'INCOMPLETE_INFO',
      subStatuses: ['SELFIE_UNCLEAR', 'BS_6M_MISSING', 'NACH_BANK_DETAILS'],
    });
    // Sent again, and with something never asked for: the same answer, nothing changed.
    const retry = await kit.settle(b, b.applicationId, ['RESI_ADDR_INCOMPLETE', 'PAN_UNCLEAR']);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(address.json());

    // The repayment account saved when applying does not count; one saved since does.
    expect((await kit.settle(b, b.applicationId, ['NACH_BANK_DETAILS'])).statusCode).toBe(400);
    await kit.loans.save(b, { bankAccounts: [repayment] });
    expect((await kit.settle(b, b.applicationId, ['NACH_BANK_DETAILS'])).statusCode).toBe(200);

    // The statement analysed before the request does not count.
    const noStatement = await kit.settle(b, b.applicationId, ['BS_6M_MISSING']);
    expect(noStatement.statusCode).toBe(400);
    expect(noStatement.json().message).toBe(text.statement);
    later();
    await kit.addAnalysedStatement(b.userId);
    expect((await kit.settle(b, b.applicationId, ['BS_6M_MISSING'])).json().subStatuses).toEqual([
      'SELFIE_UNCLEAR',
    ]);

    // The last one returns the application to underwriting, which decides again.
    later();
    await kit.uploadDocument(b.userId, 'SELFIE');
    expect((await kit.settle(b, b.applicationId, ['SELFIE_UNCLEAR'])).json()).toMatchObject({
      status: 'INITIATED',
      subStatuses: [],
    });
    expect((await kit.automaticDecision(b.applicationId, 2)).outcome).toBe('REFER');
    const history = await kit.history(b.applicationId);
    expect(history.map((h) => [h.toStatus, h.actor, h.subStatuses])).toEqual([
      ['INCOMPLETE_INFO', 'staff', [...asked]],
      ['INCOMPLETE_INFO', 'borrower', ['SELFIE_UNCLEAR', 'BS_6M_MISSING', 'NACH_BANK_DETAILS']],
      ['INCOMPLETE_INFO', 'borrower', ['SELFIE_UNCLEAR', 'BS_6M_MISSING']],
      ['INCOMPLETE_INFO', 'borrower', ['SELFIE_UNCLEAR']],
      ['INITIATED', 'borrower', []],
    ]);

    // Once back with underwriting, a late retry is a conflict.
    expect((await kit.settle(b, b.applicationId, ['SELFIE_UNCLEAR'])).statusCode).toBe(409);
  });

  it('refuses references and a KYC that are not there', async () => {
    const b = await kit.applicant({ magic: '9990' });
    await kit.automaticDecision(b.applicationId);
    const actor = await kit.staffMember();
    await requestInformation(
      ctx.t.deps,
      b.applicationId,
      { subStatuses: ['AADHAAR_OKYC', 'REFERENCES_INCOMPLETE'] },
      actor,
      async () => {},
    );
    // Two references were given when applying.
    expect((await kit.settle(b, b.applicationId, ['REFERENCES_INCOMPLETE'])).statusCode).toBe(200);
    // The e-KYC done before the request does not count; one done after it does.
    const before = await kit.settle(b, b.applicationId, ['AADHAAR_OKYC']);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('Please complete your KYC to continue');
    later();
    await kit.addOkyc(b.userId);
    expect((await kit.settle(b, b.applicationId, ['AADHAAR_OKYC'])).json().status).toBe('INITIATED');
  });

  it('takes a company picked when applying, CIN and all, on the work details correction; an unchanged Continue settles nothing', async () => {
    const b = await kit.applicant({ magic: '9990' });
    await kit.loans.save(b, {
      profileData: { currentEmployer: 'Infosys Limited', workCin: 'L85110KA1981PLC013115' },
    });
    await kit.automaticDecision(b.applicationId);
    const actor = await kit.staffMember();
    await requestInformation(
      ctx.t.deps,
      b.applicationId,
      { subStatuses: ['WORK_ADDR_INCOMPLETE'] },
      actor,
      async () => {},
    );
    const unchanged = await kit.settle(b, b.applicationId, ['WORK_ADDR_INCOMPLETE']);
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe(text.work);

    // The correction sends the prefilled company with its CIN and the corrected office address.
    later();
    const profile = await ctx.t.app.inject({ url: '/api/paandu/profile', headers: b.headers });
    const prefilled = profile.json().profileData as { currentEmployer: string; workCin: string | null };
    expect(prefilled).toMatchObject({ currentEmployer: 'Infosys Limited', workCin: 'L85110KA1981PLC013115' });
    await kit.loans.save(b, {
      profileData: {
        currentEmployer: prefilled.currentEmployer,
        workCin: prefilled.workCin,
        workAddress: kit.loans.bangalore('Tower C, 2nd Floor'),
      },
    });
    const settled = await kit.settle(b, b.applicationId, ['WORK_ADDR_INCOMPLETE']);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().status).toBe('INITIATED');
  });

  it('settles incomplete bank details only with both accounts saved after the request', async () => {
    const b = await askedFor(['BANK_DETAILS_INCOMPLETE']);
    const unchanged = await kit.settle(b, b.applicationId, ['BANK_DETAILS_INCOMPLETE']);
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe(text.bank);
    later();
    await kit.loans.save(b, { bankAccounts: [repayment] });
    expect((await kit.settle(b, b.applicationId, ['BANK_DETAILS_INCOMPLETE'])).statusCode).toBe(400);
    await kit.loans.save(b, { bankAccounts: [disbursal] });
    expect((await kit.settle(b, b.applicationId, ['BANK_DETAILS_INCOMPLETE'])).json()).toMatchObject({
      status: 'INITIATED',
      subStatuses: [],
    });
  });

  it('settles a loan request only once it is changed, and a missing document only once uploaded', async () => {
    const b = await askedFor(['LOAN_REQUEST_INCOMPLETE', 'SOA_MISSING']);
    later();
    // Continue with the loan request as it was: the same answers saved again.
    await kit.loans.save(b, {
      profileData: { loanRequest: { amount: 3_000_000, tenure: 6, purpose: 'Medical' } },
    });
    const loan = await kit.settle(b, b.applicationId, ['LOAN_REQUEST_INCOMPLETE']);
    expect(loan.statusCode).toBe(400);
    expect(loan.json().message).toBe(text.loan);
    await kit.loans.save(b, {
      profileData: { loanRequest: { amount: 3_500_000, tenure: 6, purpose: 'Medical' } },
    });
    expect((await kit.settle(b, b.applicationId, ['LOAN_REQUEST_INCOMPLETE'])).statusCode).toBe(200);

    const document = await kit.settle(b, b.applicationId, ['SOA_MISSING']);
    expect(document.statusCode).toBe(400);
    expect(document.json().message).toBe(text.document);
    await kit.loans.addDocuments(b.userId, ['BANK_STMT']);
    expect((await kit.settle(b, b.applicationId, ['SOA_MISSING'])).json().status).toBe('INITIATED');
  });
});
