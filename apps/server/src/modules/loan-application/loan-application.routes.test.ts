import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

import type { Answers } from './loan-application-test-kit.ts';
import { text, DAY_MS, mainSteps, loanApplicationTestKit } from './loan-application-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  today,
  addDays,
  yearsBefore,
  dobForAge,
  borrower,
  signInAgain,
  save,
  basicAnswers,
  verifyMobile,
  get,
  userStatus,
  productSpecs,
  productCodes,
  apply,
  latestApplication,
  allowsNewApplication,
  applicationRows,
} = loanApplicationTestKit(ctx);

describe('loan application routes: status and eligibility', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('status and eligibility', () => {
    it('reports nothing answered and nothing complete before the borrower answers anything', async () => {
      const b = await borrower();
      const response = await get(b, `/api/lam/status/${b.userId}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.userId).toBe(b.userId);
      expect(body.profile).toMatchObject({
        userId: b.userId,
        mobile: b.person.mobile,
        dob: b.person.dob,
        panNumberMasked: `XXXXXX${b.person.pan.slice(-4)}`,
        mobileOtpVerified: false,
      });
      expect(body.userStatus).toEqual({
        latestApplicationsStatus: null,
        eligibility: null,
        isServiceable: null,
        mandatoryCompletionItems: mainSteps,
        completionDetails: {
          completePages: [],
          v3CompletePages: [],
          percent: 0,
          v3Percent: 0,
          resumeAt: 'GET_STARTED',
          v3ResumeAt: 'GET_STARTED',
        },
      });
      expect(await productSpecs(b)).toEqual([]);
      expect(await allowsNewApplication(b)).toBe(true);
      expect(await latestApplication(b)).toBeNull();
    });

    it('keeps eligibility null until every basic answer is given, while the pincode alone decides serviceability', async () => {
      const b = await borrower();
      const { workExperienceMonths: _left, ...withoutExperience } = basicAnswers();
      await save(b, { profileData: withoutExperience });
      expect(await userStatus(b)).toMatchObject({ eligibility: null, isServiceable: true });
      expect(await productSpecs(b)).toEqual([]);

      await save(b, { profileData: { workExperienceMonths: 36 } });
      expect(await userStatus(b)).toMatchObject({
        eligibility: { eligible: true, reasons: [] },
        isServiceable: true,
      });
    });

    it('finds a salaried borrower paid by bank transfer eligible, and completes Get Started once the mobile is verified', async () => {
      const b = await borrower();
      await save(b, { profileData: basicAnswers({ income: 50_000, experience: 12 }) });

      const before = await userStatus(b);
      expect(before.eligibility).toEqual({ eligible: true, reasons: [] });
      expect(before.isServiceable).toBe(true);
      // Eligible but the mobile is not verified yet: Get Started is still open.
      expect(before.completionDetails).toMatchObject({
        completePages: [],
        percent: 0,
        resumeAt: 'GET_STARTED',
      });

      await verifyMobile(b);
      const after = await userStatus(b);
      expect(after.completionDetails).toEqual({
        completePages: ['GET_STARTED'],
        v3CompletePages: ['GET_STARTED'],
        percent: 13, // 1 of 8, rounded half up
        v3Percent: 17, // 1 of 6
        resumeAt: 'PERSONAL',
        v3ResumeAt: 'PERSONAL',
      });
      expect(after.mandatoryCompletionItems).toEqual(mainSteps.slice(1));
    });

    const ineligible: Array<[string, { age?: number; answers: Answers }, string]> = [
      ['under 21', { age: 20, answers: {} }, 'AGE_BELOW_MIN'],
      ['over 60', { age: 61, answers: {} }, 'AGE_ABOVE_MAX'],
      ['paid in cash', { answers: { salaryMode: 'CASH' } }, 'SALARY_NOT_BY_BANK_TRANSFER'],
      ['paid by cheque', { answers: { salaryMode: 'CHEQUE' } }, 'SALARY_NOT_BY_BANK_TRANSFER'],
      ['self-employed', { answers: { employmentType: 'SELF_EMPLOYED' } }, 'NOT_SALARIED'],
      ['earning below every minimum (₹14,999)', { answers: { income: 14_999 } }, 'INCOME_BELOW_MIN'],
      ['with 11 months of experience', { answers: { experience: 11 } }, 'EXPERIENCE_BELOW_MIN'],
    ];

    it.each(ineligible)(
      'finds a borrower %s not eligible, offers nothing and refuses to apply',
      async (_, setup, reason) => {
        const b = await borrower({ dob: dobForAge(setup.age ?? 30) });
        // A high income, so that only the rule under test fails.
        await save(b, { profileData: basicAnswers({ income: 100_000, ...setup.answers }) });
        await verifyMobile(b);

        const status = await userStatus(b);
        expect(status.eligibility).toEqual({ eligible: false, reasons: [reason] });
        expect(status.isServiceable).toBe(true);
        expect(status.completionDetails.completePages).not.toContain('GET_STARTED');
        expect(await productSpecs(b)).toEqual([]);
        expect(await productSpecs(b, '/api/loan-application/eligible-loan-products')).toEqual([]);

        const refused = await apply(b, 'MINI_LOAN');
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'APPLICATION_REFUSED', message: text.notEligible });
        expect(await applicationRows(b.userId)).toHaveLength(0);
      },
    );

    it.each([21, 60])('finds a borrower aged %i eligible (both age limits included)', async (age) => {
      const b = await borrower({ dob: dobForAge(age) });
      await save(b, { profileData: basicAnswers() });
      expect((await userStatus(b)).eligibility).toEqual({ eligible: true, reasons: [] });
      expect(await productCodes(b)).toContain('MINI_LOAN');
    });

    it("counts age on the app clock's date: a borrower becomes eligible on turning 21", async () => {
      // Turns 21 thirty days from the app's today.
      const b = await borrower({ dob: yearsBefore(addDays(today(), 30), 21) });
      await save(b, { profileData: basicAnswers() });
      expect((await userStatus(b)).eligibility).toEqual({ eligible: false, reasons: ['AGE_BELOW_MIN'] });

      t.deps.clock.advance(35 * DAY_MS);
      const later = await signInAgain(b);
      expect((await userStatus(later)).eligibility).toEqual({ eligible: true, reasons: [] });
      expect(await productCodes(later)).toEqual(['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN', 'CREDIT_LINE']);
    });

    it.each([
      ['190001', 'Jammu & Kashmir'],
      ['795001', 'Manipur'],
    ])('is not serviceable at pincode %s (%s): no products and no application', async (pincode) => {
      const b = await borrower();
      await save(b, { profileData: basicAnswers({ pincode }) });
      await verifyMobile(b);

      const status = await userStatus(b);
      expect(status.eligibility).toEqual({ eligible: true, reasons: [] });
      expect(status.isServiceable).toBe(false);
      // Get Started needs the area served too.
      expect(status.completionDetails.resumeAt).toBe('GET_STARTED');
      expect(await productSpecs(b)).toEqual([]);
      expect(await productSpecs(b, '/api/loan-application/eligible-loan-products')).toEqual([]);

      const refused = await apply(b, 'PERSONAL_LOAN');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'APPLICATION_REFUSED', message: text.nonServiceable });

      // Moving to a served pincode makes the same answers count.
      await save(b, { profileData: { address: { pincode: '560001' } } });
      expect(await userStatus(b)).toMatchObject({ isServiceable: true });
      expect(await productCodes(b)).toContain('PERSONAL_LOAN');
    });
  });
});
