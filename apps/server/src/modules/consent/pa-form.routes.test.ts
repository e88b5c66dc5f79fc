import { consentPaths, type PaForm } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { samplePng } from '../dev/dev.service.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { consentTestKit } from './consent-test-kit.ts';
import { lenderTermsOf } from './lender-terms.ts';

type Headers = Record<string, string>;

describe('the post-approval form (spec 001 §2.3, §4.6, §5)', () => {
  const ctx = {} as { t: TestApp };
  const kit = consentTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const read = (headers: Headers, opportunityId: string) =>
    ctx.t.app.inject({
      method: 'GET',
      url: `${consentPaths.paFormRead}?opportunityId=${opportunityId}`,
      headers,
    });
  const form = async (headers: Headers, opportunityId: string): Promise<PaForm> =>
    (await read(headers, opportunityId)).json();
  const submit = (headers: Headers, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: consentPaths.paForm, headers, payload });
  const outbox = async (to: string) =>
    (await ctx.t.app.inject(`/api/dev/outbox?to=${to}`)).json() as Array<{ text: string; template?: string }>;

  /** Waits until both accounts' penny drops have answered (the sandbox bank takes 1-3 s by the clock). */
  async function settledAccounts(headers: Headers, opportunityId: string) {
    return kit.waitFor('penny drops', async () => {
      ctx.t.deps.clock.advance(4_000);
      const current = await form(headers, opportunityId);
      return current.bankAccounts.length === 2 &&
        current.bankAccounts.every((a) => a.verification !== 'PENDING')
        ? current
        : undefined;
    });
  }

  async function accepted() {
    const b = await kit.approvedBorrower();
    expect((await kit.accept(b.headers, b.opportunityId)).statusCode).toBe(200);
    return b;
  }

  it('is due only after an accept; then asks each item in the spec’s order and verifies the accounts given with the application', async () => {
    const b = await kit.approvedBorrower();
    expect((await form(b.headers, b.opportunityId)).postApprovalFields).toEqual([]);
    expect((await kit.accept(b.headers, b.opportunityId)).statusCode).toBe(200);
    const opportunity = await findOpportunity(ctx.t.deps.db, b.opportunityId);
    const nominee = lenderTermsOf(opportunity!.lenderId).requiresNominee ? ['INSURANCE_NOMINEE'] : [];
    const first = await form(b.headers, b.opportunityId);
    expect(first.postApprovalFields).toEqual(
      ['ALTERNATE_NUMBER', ...nominee, 'SELFIE', 'DOCUMENT_CONSENT'].length
        ? expect.arrayContaining(['ALTERNATE_NUMBER', 'SELFIE'])
        : [],
    );
    expect(first.bankAccounts.map((a) => a.accountNumberMasked)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^X{7}\d{3}$/)]),
    );
    const settled = await settledAccounts(b.headers, b.opportunityId);
    expect(settled.bankAccounts.map((a) => a.verification)).toEqual(['VERIFIED', 'VERIFIED']);
    expect(settled.postApprovalFields).toEqual([
      'ALTERNATE_NUMBER',
      ...nominee,
      'SELFIE',
      'DOCUMENT_CONSENT',
    ]);
    // Accounts are shown by their last 3 digits only.
    for (const account of settled.bankAccounts) expect(Object.keys(account)).not.toContain('accountNumber');
  });

  it('sends the alternate contact a message; refuses a bad or own number', async () => {
    const b = await accepted();
    // Ten digits (spec 001 §5): not fewer, not more, not with a country code.
    for (const referenceMobile of ['12345', '981234567012', '919812345670', '+919812345670']) {
      const bad = await submit(b.headers, {
        opportunityId: b.opportunityId,
        alternateReference: { referenceName: 'Ravi Kumar', referenceMobile },
      });
      expect(bad.statusCode, referenceMobile).toBe(400);
      expect(bad.json(), referenceMobile).toMatchObject({
        fieldErrors: { 'alternateReference.referenceMobile': [messages.enterValidNumber] },
      });
    }
    const own = await submit(b.headers, {
      opportunityId: b.opportunityId,
      alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: b.person.mobile },
    });
    expect(own.json()).toMatchObject({
      fieldErrors: { 'alternateReference.referenceMobile': [messages.referenceMobileOwn] },
    });
    const sent = await submit(b.headers, {
      opportunityId: b.opportunityId,
      alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9812345670' },
    });
    expect(sent.statusCode).toBe(200);
    const [message] = await outbox('9812345670');
    expect(message?.text).toMatch(/has named you as an alternate contact/);
    const after = await form(b.headers, b.opportunityId);
    expect(after.postApprovalFields).not.toContain('ALTERNATE_NUMBER');
    expect(after.alternateReference).toMatchObject({
      referenceName: 'Ravi Kumar',
      linkSentAt: expect.any(String),
    });
  });

  it('keeps the nominee only when an adult with a proper name', async () => {
    const b = await accepted();
    const nominee = { name: 'Sita Verma', relationShip: 'Mother', dob: '1965-02-01', confirmed: true };
    const badName = await submit(b.headers, {
      opportunityId: b.opportunityId,
      nominee: { ...nominee, name: 'S1ta' },
    });
    expect(badName.json()).toMatchObject({ fieldErrors: { 'nominee.name': [messages.nomineeNameInvalid] } });
    const minor = await submit(b.headers, {
      opportunityId: b.opportunityId,
      nominee: { ...nominee, relationShip: 'Son', dob: '2015-01-01' },
    });
    expect(minor.json()).toMatchObject({ fieldErrors: { 'nominee.dob': [messages.nomineeMinor] } });
    const unconfirmed = await submit(b.headers, {
      opportunityId: b.opportunityId,
      nominee: { ...nominee, confirmed: false },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect((await submit(b.headers, { opportunityId: b.opportunityId, nominee })).statusCode).toBe(200);
    expect((await form(b.headers, b.opportunityId)).nominee).toEqual({
      name: 'Sita Verma',
      relationShip: 'Mother',
      dob: '1965-02-01',
    });
  });

  it('verifies new bank details by a penny drop: a closed account fails with its reason, different details pass; the two accounts must differ', async () => {
    const b = await accepted();
    await settledAccounts(b.headers, b.opportunityId);
    const account = {
      purposeType: 'DISBURSAL',
      beneficiaryName: 'Asha Verma',
      ifsc: 'hdfc0000001',
      accountNumber: '50100987654111',
    };
    expect(
      (await submit(b.headers, { opportunityId: b.opportunityId, bankAccount: account })).statusCode,
    ).toBe(200);
    const closed = await kit.waitFor('the closed account', async () => {
      ctx.t.deps.clock.advance(4_000);
      const current = await form(b.headers, b.opportunityId);
      const disbursal = current.bankAccounts.find((a) => a.purposeType === 'DISBURSAL');
      return disbursal?.verification === 'FAILED' ? current : undefined;
    });
    expect(closed.postApprovalFields).toContain('BANK_DETAILS');
    expect(closed.bankAccounts.find((a) => a.purposeType === 'DISBURSAL')).toMatchObject({
      accountNumberMasked: 'XXXXXXX111',
      verificationMessage: messages.accountClosed,
      ifsc: 'HDFC0000001',
    });
    const nach = closed.bankAccounts.find((a) => a.purposeType === 'NACH')!;
    expect(nach.verification).toBe('VERIFIED');

    const same = await submit(b.headers, {
      opportunityId: b.opportunityId,
      bankAccount: { ...account, purposeType: 'NACH' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      message: messages.repaymentAccountSame,
      fieldErrors: { 'bankAccount.accountNumber': [messages.repaymentAccountSame] },
    });

    const fixed = await submit(b.headers, {
      opportunityId: b.opportunityId,
      bankAccount: { ...account, accountNumber: '50100987654321' },
    });
    expect(fixed.statusCode).toBe(200);
    const verified = await kit.waitFor('the fixed account', async () => {
      ctx.t.deps.clock.advance(4_000);
      const current = await form(b.headers, b.opportunityId);
      return current.postApprovalFields.includes('BANK_DETAILS') ? undefined : current;
    });
    // The most recently verified first.
    expect(verified.bankAccounts[0]).toMatchObject({
      purposeType: 'DISBURSAL',
      accountNumberMasked: 'XXXXXXX321',
    });
  });

  it('refuses for repayment only the disbursal account itself: its number at another bank, or another number ending alike at its branch, is another account', async () => {
    const b = await accepted();
    await settledAccounts(b.headers, b.opportunityId);
    // The disbursal account given with the application: 50100123456789 at HDFC0000001.
    const nach = { purposeType: 'NACH', beneficiaryName: 'Asha Verma', accountNumber: '50100123456789' };
    const same = await submit(b.headers, {
      opportunityId: b.opportunityId,
      bankAccount: { ...nach, ifsc: 'HDFC0000001' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      message: messages.repaymentAccountSame,
      fieldErrors: { 'bankAccount.accountNumber': [messages.repaymentAccountSame] },
    });
    for (const bankAccount of [
      { ...nach, ifsc: 'ICIC0000002' },
      { ...nach, ifsc: 'HDFC0000001', accountNumber: '77700000000789' },
    ]) {
      const other = await submit(b.headers, { opportunityId: b.opportunityId, bankAccount });
      expect(other.statusCode, JSON.stringify(bankAccount)).toBe(200);
    }
    const current = await form(b.headers, b.opportunityId);
    expect(current.bankAccounts.find((account) => account.purposeType === 'NACH')).toMatchObject({
      ifsc: 'HDFC0000001',
      accountNumberMasked: 'XXXXXXX789',
    });
  });

  it('refuses completion while an item is due, and completes once all are on file: e-sign comes next', async () => {
    const b = await accepted();
    const early = await submit(b.headers, { opportunityId: b.opportunityId, paComplete: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: messages.paItemsPending });

    await settledAccounts(b.headers, b.opportunityId);
    await submit(b.headers, {
      opportunityId: b.opportunityId,
      alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9812345671' },
    });
    await submit(b.headers, {
      opportunityId: b.opportunityId,
      nominee: { name: 'Sita Verma', relationShip: 'Mother', dob: '1965-02-01', confirmed: true },
    });
    const selfie = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/paandu/docs',
      headers: b.headers,
      payload: {
        imageB64: samplePng.toString('base64'),
        userId: b.userId,
        docMode: 'UPLOAD',
        docType: 'SELFIE',
        contentType: 'image/png',
      },
    });
    expect(selfie.statusCode).toBe(201);
    expect((await form(b.headers, b.opportunityId)).postApprovalFields).toEqual(['DOCUMENT_CONSENT']);
    const noCheque = await submit(b.headers, {
      opportunityId: b.opportunityId,
      documentsConsent: { isChequeAvailable: true },
    });
    expect(noCheque.json()).toMatchObject({ message: messages.uploadChequeFirst });
    const cheque = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/paandu/docs',
      headers: b.headers,
      payload: {
        imageB64: samplePng.toString('base64'),
        userId: b.userId,
        docMode: 'UPLOAD',
        docType: 'CHEQUE',
        contentType: 'image/png',
      },
    });
    expect(cheque.statusCode).toBe(201);
    expect(
      (
        await submit(b.headers, {
          opportunityId: b.opportunityId,
          documentsConsent: { isChequeAvailable: true },
        })
      ).statusCode,
    ).toBe(200);
    expect((await form(b.headers, b.opportunityId)).documentsConsent).toEqual({
      isChequeAvailable: true,
      chequeUploaded: true,
    });
    expect((await kit.details(b.headers, b.opportunityId)).documentsConsentStatus).toEqual({
      isChequeAvailable: true,
      isNachUploaded: false,
    });
    expect((await form(b.headers, b.opportunityId)).postApprovalFields).toEqual([]);
    expect((await submit(b.headers, { opportunityId: b.opportunityId, paComplete: true })).statusCode).toBe(
      200,
    );
    expect(await findOpportunity(ctx.t.deps.db, b.opportunityId)).toMatchObject({
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
    });
    const again = await submit(b.headers, { opportunityId: b.opportunityId, paComplete: true });
    expect(again.statusCode).toBe(409);
  });

  it("answers another borrower's form as if it did not exist", async () => {
    const b = await accepted();
    const other = await kit.approvedBorrower();
    expect((await read(other.headers, b.opportunityId)).statusCode).toBe(404);
    const reply = await submit(other.headers, {
      opportunityId: b.opportunityId,
      alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9812345672' },
    });
    expect(reply.statusCode).toBe(404);
    expect(await outbox('9812345672')).toEqual([]);
  });
});
