import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

import { text, rupees, mainSteps, loanApplicationTestKit } from './loan-application-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  borrower,
  save,
  basicAnswers,
  addBankStatement,
  verifyMobile,
  completeBorrower,
  userStatus,
  apply,
  applied,
  latestApplication,
  allowsNewApplication,
  applicationRows,
} = loanApplicationTestKit(ctx);

describe('loan application routes: applying', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('applying', () => {
    it('refuses an incomplete application and lists the steps of the product flow still to do', async () => {
      const b = await borrower();
      await save(b, { profileData: basicAnswers() });

      const unverified = await apply(b, 'PERSONAL_LOAN');
      expect(unverified.statusCode).toBe(422);
      expect(unverified.json().fieldErrors.steps).toEqual(mainSteps);

      await verifyMobile(b);
      const main = await apply(b, 'PERSONAL_LOAN');
      expect(main.statusCode).toBe(422);
      const body = main.json();
      expect(body).toMatchObject({ code: 'APPLICATION_REFUSED', message: text.applyRefused });
      expect(body.fieldErrors.steps).toEqual(mainSteps.slice(1));
      expect(body.fieldErrors.gender).toEqual([text.selectToContinue]);
      expect(body.fieldErrors['fatherOrSpouseName']).toEqual([text.enterToContinue]);
      expect(body.fieldErrors['documents.SELFIE']).toEqual([text.uploadDocument]);
      expect(body.fieldErrors['loanRequest.amount']).toEqual([text.enterToContinue]);
      // Answers already given are not reported.
      expect(body.fieldErrors).not.toHaveProperty('name');
      expect(body.fieldErrors).not.toHaveProperty('address.pincode');

      // The v3 flow has no References or Documents step, and asks fewer fields.
      const v3 = await apply(b, 'MINI_LOAN');
      expect(v3.statusCode).toBe(422);
      expect(v3.json().fieldErrors.steps).toEqual([
        'PERSONAL',
        'RESIDENCE',
        'EMPLOYMENT',
        'LOAN_DETAILS',
        'BANK_STATEMENT',
      ]);
      expect(v3.json().fieldErrors).not.toHaveProperty('fatherOrSpouseName');

      expect(await applicationRows(b.userId)).toHaveLength(0);
      expect(await allowsNewApplication(b)).toBe(true);
      expect(await latestApplication(b)).toBeNull();
    });

    it('refuses a product the borrower does not earn enough for, though others qualify', async () => {
      const b = await completeBorrower({ income: 30_000 });
      const refused = await apply(b, 'TERM_LOAN');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'APPLICATION_REFUSED', message: text.notEligible });
      expect(await applicationRows(b.userId)).toHaveLength(0);
    });

    it('refuses only the step still missing, and accepts once it is done (a statement being processed counts)', async () => {
      const b = await completeBorrower({ skip: ['statement'] });
      const refused = await apply(b, 'PERSONAL_LOAN');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fieldErrors).toEqual({ steps: ['BANK_STATEMENT'] });

      await addBankStatement(b.userId, 'EXPIRED');
      expect((await apply(b, 'PERSONAL_LOAN')).statusCode).toBe(422);
      await addBankStatement(b.userId, 'PROCESSING');
      expect((await apply(b, 'PERSONAL_LOAN')).statusCode).toBe(200);
    });

    it('lets a v3 product be applied for without references', async () => {
      const b = await completeBorrower({
        skip: ['references'],
        loan: { amount: rupees(20_000), tenure: 3, purpose: 'Medical' },
      });
      const refused = await apply(b, 'PERSONAL_LOAN');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fieldErrors.steps).toEqual(['REFERENCES']);

      const application = await applied(b, 'MINI_LOAN');
      expect(application).toMatchObject({
        productCode: 'MINI_LOAN',
        productType: 'MINI_LOAN',
        amountRequested: rupees(20_000),
      });
    });

    it('creates an INITIATED application for a complete borrower and then allows no other', async () => {
      const b = await completeBorrower();
      const ready = await userStatus(b);
      expect(ready).toMatchObject({
        latestApplicationsStatus: null,
        eligibility: { eligible: true, reasons: [] },
        isServiceable: true,
        mandatoryCompletionItems: [],
        completionDetails: {
          completePages: mainSteps,
          v3CompletePages: [
            'GET_STARTED',
            'PERSONAL',
            'RESIDENCE',
            'EMPLOYMENT',
            'LOAN_DETAILS',
            'BANK_STATEMENT',
          ],
          percent: 100,
          v3Percent: 100,
          resumeAt: null,
          v3ResumeAt: null,
        },
      });
      expect(await allowsNewApplication(b)).toBe(true);

      const before = t.deps.clock.nowMs();
      const response = await apply(b, 'PERSONAL_LOAN');
      const after = t.deps.clock.nowMs();
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        message: text.applicationComplete,
        application: {
          applicationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          status: 'INITIATED',
          subStatuses: [],
          productCode: 'PERSONAL_LOAN',
          productType: 'PERSONAL_LOAN',
          amountRequested: rupees(30_000),
          tenureRequested: 6,
          purpose: 'Medical',
          latestStatusUpdateTime: expect.any(String),
        },
      });
      const stamped = Date.parse(body.application.latestStatusUpdateTime);
      expect(stamped).toBeGreaterThanOrEqual(before);
      expect(stamped).toBeLessThanOrEqual(after);
      const applicationId = body.application.applicationId as string;

      expect(await allowsNewApplication(b)).toBe(false);
      expect(await latestApplication(b)).toEqual(body.application);
      expect((await userStatus(b)).latestApplicationsStatus).toEqual({
        loanApplicationInfo: {
          status: 'INITIATED',
          subStatuses: [],
          applicationId,
          productType: 'PERSONAL_LOAN',
        },
      });
      const [row] = await applicationRows(b.userId);
      expect(row).toMatchObject({
        id: applicationId,
        productCode: 'PERSONAL_LOAN',
        flow: 'main',
        status: 'INITIATED',
        amountRequestedPaise: rupees(30_000),
        tenureRequestedMonths: 6,
        closedAt: null,
      });

      for (const productCode of ['PERSONAL_LOAN', 'MINI_LOAN']) {
        const again = await apply(b, productCode);
        expect(again.statusCode, productCode).toBe(409);
        expect(again.json()).toMatchObject({ code: 'CONFLICT', message: text.underProcess });
      }
      expect(await applicationRows(b.userId)).toHaveLength(1);
    });

    // On PGlite each request runs from its open-application check to its insert without yielding, so
    // these two check the outcome; against PostgreSQL (DATABASE_URL) the requests really race and
    // the partial unique index is what keeps it to one.
    it('makes exactly one application from two concurrent applies', async () => {
      const b = await completeBorrower();
      const answers = await Promise.all([apply(b, 'PERSONAL_LOAN'), apply(b, 'PERSONAL_LOAN')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(text.underProcess);
      expect(await applicationRows(b.userId)).toHaveLength(1);
    });

    it('makes exactly one application from concurrent applies for different products', async () => {
      const b = await completeBorrower({
        loan: { amount: rupees(60_000), tenure: 12, purpose: 'Education' },
      });
      const answers = await Promise.all([
        apply(b, 'PERSONAL_LOAN'),
        apply(b, 'TERM_LOAN'),
        apply(b, 'CREDIT_LINE'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await applicationRows(b.userId)).toHaveLength(1);
    });

    it("blocks a loan amount or tenure outside the product's boundary", async () => {
      const b = await completeBorrower({ loan: { amount: rupees(20_000), tenure: 6, purpose: 'Medical' } });
      const refusal = async (productCode: string) => {
        const response = await apply(b, productCode);
        expect(response.statusCode, productCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'APPLICATION_REFUSED', message: text.applyRefused });
        return response.json().fieldErrors as Record<string, string[]>;
      };
      const amountBetween = ['Please enter Loan Amount between 25001 and 400000'];

      // ₹20,000 is below PERSONAL_LOAN's ₹25,001; every step is done, so only the amount is named.
      expect(await refusal('PERSONAL_LOAN')).toEqual({ 'loanRequest.amount': amountBetween });
      await save(b, { profileData: { loanRequest: { amount: rupees(400_001) } } });
      expect(await refusal('PERSONAL_LOAN')).toEqual({ 'loanRequest.amount': amountBetween });

      await save(b, { profileData: { loanRequest: { amount: rupees(30_000), tenure: 24 } } });
      expect(await refusal('PERSONAL_LOAN')).toEqual({
        'loanRequest.tenure': ['Please select Tenure (months) between 3 and 12'],
      });
      // Within 3 to 12 but not one of the tenures offered (3, 6, 9, 12).
      await save(b, { profileData: { loanRequest: { tenure: 4 } } });
      expect(await refusal('PERSONAL_LOAN')).toEqual({
        'loanRequest.tenure': ['Please enter a valid Tenure (months)'],
      });

      expect(await applicationRows(b.userId)).toHaveLength(0);
      // ₹20,000 over 6 months fits MINI_LOAN's boundary.
      await save(b, { profileData: { loanRequest: { amount: rupees(20_000), tenure: 6 } } });
      expect(await applied(b, 'MINI_LOAN')).toMatchObject({
        amountRequested: rupees(20_000),
        tenureRequested: 6,
      });
    });

    it('refuses an unknown or not-offered product with 404 and a malformed one with 400', async () => {
      const b = await completeBorrower();
      for (const productCode of ['NO_SUCH_LOAN', 'CREDIT_LINE_PLUS']) {
        const response = await apply(b, productCode);
        expect(response.statusCode, productCode).toBe(404);
      }
      const malformed = await apply(b, 'personal loan');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors).toHaveProperty('productCode');
      const badUserId = await apply(b, 'PERSONAL_LOAN', 'not-a-uuid');
      expect(badUserId.statusCode).toBe(400);
      expect(await applicationRows(b.userId)).toHaveLength(0);
    });
  });
});
