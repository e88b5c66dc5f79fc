import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { grantPreApprovedOffer } from '../loan-products/loan-products.service.ts';
import { users } from '../users/users.schema.ts';

import type { Answers, Borrower } from './loan-application-test-kit.ts';
import {
  text,
  rupees,
  DAY_MS,
  mainSteps,
  categories,
  address,
  loanApplicationTestKit,
} from './loan-application-test-kit.ts';

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
  completeBorrower,
  get,
  userStatus,
  productSpecs,
  productCodes,
  fieldsOf,
  identifiers,
  fieldAt,
  apply,
  latestApplication,
  allowsNewApplication,
  applicationRows,
} = loanApplicationTestKit(ctx);

describe('loan application routes: status, products and fields', () => {
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

  // =============================================================================================
  describe('products per brand', () => {
    it('offers the default brand MINI_LOAN, PERSONAL_LOAN, TERM_LOAN and CREDIT_LINE at ₹50,000 a month', async () => {
      const b = await borrower();
      await save(b, { profileData: basicAnswers({ income: 50_000 }) });
      const specs = await productSpecs(b);
      expect(specs.map((spec) => spec.productCode)).toEqual([
        'MINI_LOAN',
        'PERSONAL_LOAN',
        'TERM_LOAN',
        'CREDIT_LINE',
      ]);
      expect(specs.find((spec) => spec.productCode === 'PERSONAL_LOAN')).toMatchObject({
        productType: 'PERSONAL_LOAN',
        title: 'Personal Loan',
        preApproved: false,
        lenderId: 176,
        flow: 'main',
        kypImages: ['/products/personal-loan-1.svg', '/products/personal-loan-2.svg'],
      });
      expect(specs.find((spec) => spec.productCode === 'MINI_LOAN')).toMatchObject({
        productType: 'MINI_LOAN',
        flow: 'v3',
      });
      expect(specs.every((spec) => typeof spec.description === 'string' && spec.description !== '')).toBe(
        true,
      );
      // The alias answers the same.
      expect(await productSpecs(b, '/api/loan-application/eligible-loan-products')).toEqual(specs);
    });

    it("applies each product's minimum income, both ends included", async () => {
      const b = await borrower();
      const table: Array<[number, string[]]> = [
        [15_000, ['MINI_LOAN']],
        [19_999, ['MINI_LOAN']],
        [20_000, ['MINI_LOAN', 'CREDIT_LINE']],
        [24_999, ['MINI_LOAN', 'CREDIT_LINE']],
        [25_000, ['MINI_LOAN', 'PERSONAL_LOAN', 'CREDIT_LINE']],
        [39_999, ['MINI_LOAN', 'PERSONAL_LOAN', 'CREDIT_LINE']],
        [40_000, ['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN', 'CREDIT_LINE']],
      ];
      const seen: Array<[number, string[]]> = [];
      for (const [income] of table) {
        await save(b, { profileData: basicAnswers({ income }) });
        seen.push([income, await productCodes(b)]);
      }
      expect(seen).toEqual(table);
      // Below every minimum: still answered, so eligibility is false rather than null.
      await save(b, { profileData: basicAnswers({ income: 14_999 }) });
      expect(await productCodes(b)).toEqual([]);
      expect((await userStatus(b)).eligibility).toEqual({ eligible: false, reasons: ['INCOME_BELOW_MIN'] });
    });

    it('offers lendbazaar borrowers (SCLT) CREDIT_LINE_PLUS instead of CREDIT_LINE', async () => {
      const b = await borrower({ sourcingCode: 'SCLT' });
      await save(b, { profileData: basicAnswers({ income: 80_000 }) });
      const specs = await productSpecs(b);
      expect(specs.map((spec) => spec.productCode)).toEqual([
        'MINI_LOAN',
        'PERSONAL_LOAN',
        'TERM_LOAN',
        'CREDIT_LINE_PLUS',
      ]);
      expect(specs.find((spec) => spec.productCode === 'CREDIT_LINE_PLUS')).toMatchObject({
        productType: 'CREDIT_LINE',
        title: 'Credit Line Plus',
        lenderId: 179,
      });
      // CREDIT_LINE_PLUS asks ₹75,000 a month; the standard credit line does not come back below it.
      await save(b, { profileData: basicAnswers({ income: 50_000 }) });
      expect(await productCodes(b)).toEqual(['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN']);
      // The standard credit line is not offered to this brand at all.
      expect((await get(b, '/api/paandu/application-fields?productCode=CREDIT_LINE')).statusCode).toBe(404);
      expect((await get(b, '/api/corleone/loan-boundary?productCode=CREDIT_LINE_PLUS')).json()).toEqual({
        amount_range: [rupees(10_000), rupees(5_000_000)],
        tenure_months_range: [3, 12],
        tenure_step_months: 3,
      });
    });

    it('offers jobpath borrowers (SCBP) CREDIT_LINE_24, repaid over 3 to 24 months in steps of 3', async () => {
      const b = await borrower({ sourcingCode: 'SCBP' });
      await save(b, { profileData: basicAnswers({ income: 30_000 }) });
      expect(await productCodes(b)).toEqual(['MINI_LOAN', 'PERSONAL_LOAN', 'CREDIT_LINE_24']);

      const boundary = await get(b, '/api/corleone/loan-boundary?productCode=CREDIT_LINE_24');
      expect(boundary.statusCode).toBe(200);
      expect(boundary.json()).toEqual({
        amount_range: [rupees(10_000), rupees(200_000)],
        tenure_months_range: [3, 24],
        tenure_step_months: 3,
      });
      const tenure = fieldAt(await fieldsOf(b, 'CREDIT_LINE_24'), 'loanRequest.tenure');
      expect(tenure).toMatchObject({ min_val: 3, max_val: 24 });
      expect(tenure.options).toEqual(
        [3, 6, 9, 12, 15, 18, 21, 24].map((months) => ({ label: `${months} months`, value: String(months) })),
      );
      expect((await get(b, '/api/corleone/loan-boundary?productCode=CREDIT_LINE')).statusCode).toBe(404);
    });

    it('offers the standard products to a partner without products of its own, and to an unknown sourcing code', async () => {
      for (const sourcingCode of ['SCLMD', 'NO_SUCH_PARTNER']) {
        const b = await borrower({ sourcingCode });
        await save(b, { profileData: basicAnswers({ income: 80_000 }) });
        expect(await productCodes(b)).toEqual(['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN', 'CREDIT_LINE']);
      }
    });
  });

  // =============================================================================================
  describe('pre-approved offers', () => {
    it('flags a product with a live offer, not one whose offer has lapsed, and never lists a product the borrower does not qualify for', async () => {
      const b = await borrower();
      await save(b, { profileData: basicAnswers({ income: 30_000 }) });
      const offer = { userId: b.userId, maxAmountPaise: rupees(100_000) };
      await grantPreApprovedOffer(t.deps.db, { ...offer, productCode: 'PERSONAL_LOAN', validUntil: today() });
      await grantPreApprovedOffer(t.deps.db, {
        ...offer,
        productCode: 'CREDIT_LINE',
        validUntil: addDays(today(), -1),
      });
      await grantPreApprovedOffer(t.deps.db, {
        ...offer,
        productCode: 'TERM_LOAN',
        validUntil: addDays(today(), 90),
      });

      const flags = Object.fromEntries(
        (await productSpecs(b)).map((spec) => [spec.productCode, spec.preApproved]),
      );
      expect(flags).toEqual({ MINI_LOAN: false, PERSONAL_LOAN: true, CREDIT_LINE: false });
      const aliasFlags = (await productSpecs(b, '/api/loan-application/eligible-loan-products')).map(
        (s) => s.preApproved,
      );
      expect(aliasFlags).toEqual([false, true, false]);

      // The offer was valid until today: tomorrow it has lapsed.
      t.deps.clock.advance(DAY_MS);
      const tomorrow = await signInAgain(b);
      expect((await productSpecs(tomorrow)).map((spec) => spec.preApproved)).toEqual([false, false, false]);
    });

    it("does not flag another borrower's offer", async () => {
      const holder = await borrower();
      const other = await borrower();
      await save(other, { profileData: basicAnswers({ income: 30_000 }) });
      await grantPreApprovedOffer(t.deps.db, {
        userId: holder.userId,
        productCode: 'MINI_LOAN',
        maxAmountPaise: rupees(20_000),
        validUntil: addDays(today(), 30),
      });
      expect((await productSpecs(other)).map((spec) => spec.preApproved)).toEqual([false, false, false]);
    });
  });

  // =============================================================================================
  describe('loan boundary, KYC modes and the product code', () => {
    it("answers each offered product's loan boundary in paise", async () => {
      const b = await borrower();
      const expected: Record<string, [number, number]> = {
        MINI_LOAN: [rupees(15_000), rupees(25_000)],
        PERSONAL_LOAN: [rupees(25_001), rupees(400_000)],
        TERM_LOAN: [rupees(50_000), rupees(1_000_000)],
        CREDIT_LINE: [rupees(10_000), rupees(200_000)],
      };
      for (const [productCode, amount_range] of Object.entries(expected)) {
        const response = await get(b, `/api/corleone/loan-boundary?productCode=${productCode}`);
        expect(response.statusCode, productCode).toBe(200);
        expect(response.json(), productCode).toEqual({
          amount_range,
          tenure_months_range: [3, 12],
          tenure_step_months: 3,
        });
      }
    });

    it("answers each product's KYC modes", async () => {
      const b = await borrower();
      const modes = async (productCode: string) => {
        const response = await get(b, `/api/paandu/kyc-modes?productCode=${productCode}`);
        expect(response.statusCode).toBe(200);
        return (response.json().kycModes as Array<{ mode: string }>).map((entry) => entry.mode);
      };
      expect(await modes('PERSONAL_LOAN')).toEqual(['OKYC', 'KYC_DIGI_LOCKER', 'SCAN', 'APPOINTMENT']);
      expect(await modes('TERM_LOAN')).toEqual(['OKYC', 'KYC_DIGI_LOCKER', 'APPOINTMENT']);
      expect(await modes('MINI_LOAN')).toEqual(['OKYC', 'KYC_DIGI_LOCKER', 'SCAN']);
    });

    const productRoutes = [
      '/api/paandu/application-fields',
      '/api/corleone/loan-boundary',
      '/api/paandu/kyc-modes',
    ];

    it.each(productRoutes)(
      '%s answers 404 for an unknown product and one the brand does not offer',
      async (path) => {
        const b = await borrower();
        for (const productCode of ['NO_SUCH_LOAN', 'CREDIT_LINE_PLUS', 'CREDIT_LINE_24']) {
          const response = await get(b, `${path}?productCode=${productCode}`);
          expect(response.statusCode, productCode).toBe(404);
          expect(response.json().code).toBe('NOT_FOUND');
        }
      },
    );

    it.each(productRoutes)('%s answers 400 for a malformed or missing product code', async (path) => {
      const b = await borrower();
      const malformed = await get(b, `${path}?productCode=personal-loan`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { productCode: ['Invalid'] },
      });
      const missing = await get(b, path);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toHaveProperty('productCode');
    });
  });

  // =============================================================================================
  describe('application fields', () => {
    const mainRequired = {
      PERSONAL_DETAILS: [
        'name',
        'panNumber',
        'mobile',
        'dob',
        'gender',
        'relationshipStatus',
        'education',
        'fatherOrSpouseName',
        'mothersName',
        'financeBasicInfo.numDependents',
      ],
      RESIDENCE_DETAILS: ['residentType', 'resTenure', ...address('address'), ...address('permAddress')],
      EMPLOYMENT_DETAILS: [
        'currentEmployer',
        'employerType',
        'designation',
        'duration',
        'workExperienceMonths',
        ...address('workAddress'),
      ],
      LOAN_DETAILS: ['loanRequest.amount', 'loanRequest.tenure', 'loanRequest.purpose'],
      BANK_DETAILS: [
        'bankAccounts.DISBURSAL.beneficiaryName',
        'bankAccounts.DISBURSAL.ifsc',
        'bankAccounts.DISBURSAL.accountNumber',
        'bankAccounts.NACH.beneficiaryName',
        'bankAccounts.NACH.ifsc',
        'bankAccounts.NACH.accountNumber',
      ],
      KYC: ['documents.CURRENT_ADDRESS_PROOF'],
      DOCUMENT_UPLOAD: ['documents.SELFIE', 'documents.PAN'],
    };
    const optional = {
      RESIDENCE_DETAILS: ['resRentMonthly', 'livingWith'],
      EMPLOYMENT_DETAILS: ['workEmail', 'employeeId'],
      DOCUMENT_UPLOAD: ['documents.PAY_SLIP'],
    };

    it('asks every category of a main-flow product, in order', async () => {
      const b = await borrower();
      const fields = await fieldsOf(b, 'PERSONAL_LOAN');
      expect(fields.productCode).toBe('PERSONAL_LOAN');
      expect(Object.keys(fields.required_fields)).toEqual(categories);
      expect(identifiers(fields.required_fields)).toEqual(mainRequired);
      expect(identifiers(fields.optional_fields)).toEqual({
        ...optional,
        LOAN_DETAILS: ['loanRequest.purposeRemark'],
      });
      const all = Object.values(fields.required_fields).flat();
      expect(all.every((field) => field.isRequired === true)).toBe(true);
      expect(
        Object.values(fields.optional_fields)
          .flat()
          .every((field) => field.isRequired === false),
      ).toBe(true);
    });

    it('leaves the main-only fields out of a v3 product', async () => {
      const b = await borrower();
      for (const productCode of ['MINI_LOAN', 'CREDIT_LINE']) {
        const fields = await fieldsOf(b, productCode);
        expect(Object.keys(fields.required_fields)).toEqual(categories);
        expect(identifiers(fields.required_fields), productCode).toEqual({
          PERSONAL_DETAILS: ['name', 'panNumber', 'mobile', 'dob', 'gender'],
          RESIDENCE_DETAILS: ['residentType', 'resTenure', ...address('address')],
          EMPLOYMENT_DETAILS: ['currentEmployer', 'designation', 'duration'],
          LOAN_DETAILS: ['loanRequest.amount', 'loanRequest.tenure'],
          BANK_DETAILS: [
            'bankAccounts.DISBURSAL.beneficiaryName',
            'bankAccounts.DISBURSAL.ifsc',
            'bankAccounts.DISBURSAL.accountNumber',
          ],
          KYC: ['documents.CURRENT_ADDRESS_PROOF'],
          DOCUMENT_UPLOAD: ['documents.SELFIE', 'documents.PAN'],
        });
        expect(identifiers(fields.optional_fields)).toEqual(optional);
      }
    });

    it("bounds the loan amount by the product's boundary, in paise, and offers its tenures", async () => {
      const b = await borrower();
      for (const productCode of ['MINI_LOAN', 'PERSONAL_LOAN', 'TERM_LOAN', 'CREDIT_LINE']) {
        const boundary = (await get(b, `/api/corleone/loan-boundary?productCode=${productCode}`)).json();
        const fields = await fieldsOf(b, productCode);
        const [amount, tenure] = fields.required_fields.LOAN_DETAILS ?? [];
        expect(amount, productCode).toMatchObject({
          identifier: 'loanRequest.amount',
          type: 'number',
          unit: 'paise',
          min_val: boundary.amount_range[0],
          max_val: boundary.amount_range[1],
          isRequired: true,
        });
        expect(tenure, productCode).toMatchObject({
          identifier: 'loanRequest.tenure',
          type: 'dropdown',
          min_val: 3,
          max_val: 12,
          options: [3, 6, 9, 12].map((months) => ({ label: `${months} months`, value: String(months) })),
        });
      }
      expect(fieldAt(await fieldsOf(b, 'PERSONAL_LOAN'), 'loanRequest.amount')).toMatchObject({
        min_val: 2_500_100,
        max_val: 40_000_000,
      });
    });

    it("fills each field with the borrower's saved value", async () => {
      const b = await completeBorrower();
      const fields = await fieldsOf(b, 'PERSONAL_LOAN');
      const value = (identifier: string) => fieldAt(fields, identifier).value;
      expect(value('name')).toBe('Asha Verma');
      expect(value('panNumber')).toBe(`XXXXXX${b.person.pan.slice(-4)}`);
      expect(value('mobile')).toBe(b.person.mobile);
      expect(value('dob')).toBe(b.person.dob);
      expect(value('gender')).toBe('female');
      expect(value('financeBasicInfo.numDependents')).toBe(1);
      expect(value('residentType')).toBe('OwnHouse');
      expect(value('address.house')).toBe('12A');
      expect(value('address.pincode')).toBe('560001');
      expect(value('workAddress.house')).toBe('Tower B, 4th Floor');
      expect(value('workExperienceMonths')).toBe(36);
      expect(value('employerType')).toBe('PRIVATE_LIMITED');
      expect(value('loanRequest.amount')).toBe(rupees(30_000));
      expect(value('loanRequest.tenure')).toBe(6);
      expect(value('loanRequest.purpose')).toBe('Medical');
      expect(value('bankAccounts.DISBURSAL.beneficiaryName')).toBe('Asha Verma');
      expect(value('bankAccounts.DISBURSAL.ifsc')).toBe('HDFC0000001');
      expect(value('bankAccounts.DISBURSAL.accountNumber')).toBe('XXXX6789');
      expect(value('bankAccounts.NACH.accountNumber')).toBe('XXXX4567');
      expect(value('documents.SELFIE')).toBe('SELFIE');
      expect(value('documents.PAN')).toBe('PAN');
      expect(value('documents.CURRENT_ADDRESS_PROOF')).toBe('CURRENT_ADDRESS_PROOF');
      // Not given: empty.
      expect(value('documents.PAY_SLIP')).toBeNull();
      expect(value('workEmail')).toBeNull();
      // Every required field of a complete borrower has a value.
      expect(
        Object.values(fields.required_fields)
          .flat()
          .filter((field) => field.value === null),
      ).toEqual([]);
    });

    it('shows the mobile, PAN and date of birth read-only once set, and other answers editable', async () => {
      const b = await borrower();
      const fields = await fieldsOf(b, 'MINI_LOAN');
      const readOnly = (identifier: string) => fieldAt(fields, identifier).isReadOnly;
      expect(readOnly('mobile')).toBe(true);
      expect(readOnly('panNumber')).toBe(true);
      expect(readOnly('dob')).toBe(true);
      expect(readOnly('name')).toBe(false);
      expect(fieldAt(fields, 'gender')).toMatchObject({ value: null, isReadOnly: false });

      await save(b, { profileData: { gender: 'male' } });
      expect(fieldAt(await fieldsOf(b, 'MINI_LOAN'), 'gender')).toMatchObject({
        value: 'male',
        isReadOnly: false,
      });
    });

    it('leaves the mobile editable for an account without one, and judges eligibility once a date of birth is given', async () => {
      // A federated sign-up: no mobile, no PAN, no date of birth yet.
      const userId = randomUUID();
      await t.deps.db.insert(users).values({
        id: userId,
        name: 'Neha Kapoor',
        federatedId: `https://accounts.google.com ${userId}`,
        createdAt: t.deps.clock.now(),
        updatedAt: t.deps.clock.now(),
      });
      const { token } = await t.deps.sessions.issue({ id: userId, roles: ['BORROWER'] });
      const b: Borrower = {
        userId,
        headers: { authorization: `Bearer ${token}` },
        person: { name: 'Neha Kapoor', mobile: '', pan: '', dob: '' },
      };
      const fields = await fieldsOf(b, 'MINI_LOAN');
      expect(fieldAt(fields, 'mobile')).toMatchObject({ value: null, isReadOnly: false });
      expect(fieldAt(fields, 'panNumber')).toMatchObject({ value: null, isReadOnly: false });
      expect(fieldAt(fields, 'dob')).toMatchObject({ value: null, isReadOnly: false });

      await save(b, { profileData: basicAnswers() });
      expect((await userStatus(b)).eligibility).toBeNull();
      await save(b, { profileData: { dob: dobForAge(35) } });
      expect((await userStatus(b)).eligibility).toEqual({ eligible: true, reasons: [] });
    });
  });

  // =============================================================================================
});
