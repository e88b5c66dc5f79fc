import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestCode, seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bankStatements } from '../bank-statements/bank-statements.schema.ts';
import { documents } from '../documents/documents.schema.ts';
import { grantPreApprovedOffer } from '../loan-products/loan-products.service.ts';
import { users } from '../users/users.schema.ts';
import { loanApplications } from './loan-application.schema.ts';

// The spec's texts (spec 000 §2.4, §4.4, §5.2, §8), written out so a catalogue change shows here.
const text = {
  sessionTimeout: 'Session timeout',
  applyRefused: 'You can not apply for a loan at this moment. Please try again later!',
  notEligible: 'Sorry! You are not eligible for the loan. Please try again later!',
  applicationComplete: 'Your loan application is complete! Please wait while we process it!',
  underProcess:
    'Sorry! Your loan application is under process and you won’t be able to apply for a new loan.',
  nonServiceable: 'We are not yet serving your area. We will let you know when we do.',
  selectToContinue: 'Please select this to continue the application',
  enterToContinue: 'Please enter this to continue the application',
  uploadDocument: 'Please upload document',
};

const rupees = (amount: number) => amount * 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const mainSteps = [
  'GET_STARTED',
  'PERSONAL',
  'RESIDENCE',
  'EMPLOYMENT',
  'LOAN_DETAILS',
  'REFERENCES',
  'DOCUMENTS',
  'BANK_STATEMENT',
];
const categories = [
  'PERSONAL_DETAILS',
  'RESIDENCE_DETAILS',
  'EMPLOYMENT_DETAILS',
  'LOAN_DETAILS',
  'BANK_DETAILS',
  'KYC',
  'DOCUMENT_UPLOAD',
];
const address = (prefix: string) =>
  ['house', 'street', 'locality', 'landmark', 'pincode'].map((part) => `${prefix}.${part}`);

type Borrower = { userId: string; headers: Record<string, string>; person: Person };
type Loan = { amount: number; tenure: number; purpose: string };
type Answers = {
  employmentType?: string;
  salaryMode?: string;
  income?: number;
  experience?: number;
  pincode?: string;
};
type FieldJson = { identifier: string; value: string | number | null; isReadOnly: boolean } & Record<
  string,
  unknown
>;
type FieldsJson = {
  productCode: string;
  required_fields: Record<string, FieldJson[]>;
  optional_fields: Record<string, FieldJson[]>;
};

describe('loan application routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // ---------------------------------------------------------------------------------------------
  // Dates come from the app's clock (India's date), never the wall clock.
  // ---------------------------------------------------------------------------------------------
  const today = () => t.deps.clock.businessDate();
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  const yearsBefore = (date: string, years: number) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year - years, month - 1, day)).toISOString().slice(0, 10);
  };
  /** A date of birth `age` completed years ago, half a year from a birthday either way. */
  const dobForAge = (age: number) => yearsBefore(addDays(today(), -182), age);

  // ---------------------------------------------------------------------------------------------
  // People: each with their own mobile and PAN.
  // ---------------------------------------------------------------------------------------------
  let serial = 0;
  function newPerson(dob: string): Person {
    serial += 1;
    const n = String(serial).padStart(4, '0');
    return { name: 'Asha Verma', mobile: `984500${n}`, pan: `KLMPA${n}Z`, dob };
  }

  async function borrower(options: { dob?: string; sourcingCode?: string } = {}): Promise<Borrower> {
    const person = newPerson(options.dob ?? dobForAge(30));
    const userId = await seedPerson(t, person);
    if (options.sourcingCode)
      await t.deps.db.update(users).set({ sourcingCode: options.sourcingCode }).where(eq(users.id, userId));
    const session = await signIn(t, person);
    expect(session.userId).toBe(userId);
    return { userId, headers: session.headers, person };
  }

  /** A fresh session for the same borrower (after the clock has run past the last one's life). */
  async function signInAgain(b: Borrower): Promise<Borrower> {
    return { ...b, headers: (await signIn(t, b.person)).headers };
  }

  async function save(b: Borrower, body: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/paandu/profile',
      headers: b.headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const basicAnswers = (answers: Answers = {}) => ({
    financeBasicInfo: {
      employmentType: answers.employmentType ?? 'SALARIED',
      salaryMode: answers.salaryMode ?? 'BANK_TRANSFER',
      netMonthlyIncome: rupees(answers.income ?? 50_000),
    },
    workExperienceMonths: answers.experience ?? 36,
    address: { pincode: answers.pincode ?? '560001' },
  });

  const bangalore = (house: string) => ({
    house,
    street: 'Residency Road',
    locality: 'Ashok Nagar',
    landmark: 'Near Garuda Mall',
    pincode: '560001',
  });

  /** Every answer of the main flow beyond the eligibility ones. */
  const restOfProfile = (loan: Loan) => ({
    gender: 'female',
    relationshipStatus: 'Married',
    education: 'Graduate or Post Graduate',
    fatherOrSpouseName: 'Ravi Verma',
    mothersName: 'Lata Verma',
    financeBasicInfo: { numDependents: 1 },
    residentType: 'OwnHouse',
    resTenure: addDays(today(), -2000),
    address: bangalore('12A'),
    permAddress: bangalore('12A'),
    currentEmployer: 'Acme Software Private Limited',
    employerType: 'PRIVATE_LIMITED',
    designation: 'Analyst',
    duration: addDays(today(), -700),
    workAddress: bangalore('Tower B, 4th Floor'),
    loanRequest: loan,
  });

  const twoReferences = [
    { referenceName: 'Anil Sharma', referenceMobile: '9000000001', referenceRelation: 'Friend' },
    { referenceName: 'Sunita Rao', referenceMobile: '9000000002', referenceRelation: 'Colleague' },
  ];
  const twoAccounts = [
    {
      beneficiaryName: 'Asha Verma',
      ifsc: 'HDFC0000001',
      accountNumber: '50100123456789',
      purposeType: 'DISBURSAL',
    },
    {
      beneficiaryName: 'Asha Verma',
      ifsc: 'ICIC0000002',
      accountNumber: '000401234567',
      purposeType: 'NACH',
    },
  ];

  async function addDocuments(userId: string, types: string[]) {
    await t.deps.db.insert(documents).values(
      types.map((docType) => ({
        id: randomUUID(),
        userId,
        docType,
        contentType: 'image/jpeg',
        blobKey: `documents/${userId}/${docType}`,
        sha256: 'a'.repeat(64),
        sizeBytes: 2048,
        createdAt: t.deps.clock.now(),
      })),
    );
  }

  async function addBankStatement(userId: string, status = 'AVAILABLE') {
    await t.deps.db
      .insert(bankStatements)
      .values({ id: randomUUID(), userId, status, mode: 'PDF_UPLOAD', createdAt: t.deps.clock.now() });
  }

  /** Mobile verification through the real flow: the code sent to the account's mobile. */
  async function verifyMobile(b: Borrower) {
    t.deps.clock.advance(60_000);
    const sent = await t.app.inject({
      url: `/api/paandu/generate-mobile-otp?mobile=${b.person.mobile}`,
      headers: b.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/paandu/verify-mobile-otp',
      headers: b.headers,
      payload: { mobile: b.person.mobile, otp: await latestCode(t, b.person.mobile) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  }

  /**
   * A borrower who has done everything the main flow asks: eligible, served, mobile verified,
   * every profile step, two references, both bank accounts, selfie, PAN and address proof, and
   * a bank statement. `skip` leaves parts out.
   */
  async function completeBorrower(
    options: {
      income?: number;
      loan?: Loan;
      sourcingCode?: string;
      skip?: Array<'references' | 'statement'>;
    } = {},
  ): Promise<Borrower> {
    const b = await borrower({ sourcingCode: options.sourcingCode });
    await save(b, { profileData: basicAnswers({ income: options.income ?? 50_000 }) });
    await save(b, {
      profileData: restOfProfile(options.loan ?? { amount: rupees(30_000), tenure: 6, purpose: 'Medical' }),
    });
    if (!options.skip?.includes('references')) await save(b, { references: twoReferences });
    await save(b, { bankAccounts: twoAccounts });
    await addDocuments(b.userId, ['SELFIE', 'PAN', 'CURRENT_ADDRESS_PROOF']);
    if (!options.skip?.includes('statement')) await addBankStatement(b.userId);
    await verifyMobile(b);
    return b;
  }

  // ---------------------------------------------------------------------------------------------
  // Calls.
  // ---------------------------------------------------------------------------------------------
  const get = (b: Borrower, url: string) => t.app.inject({ url, headers: b.headers });

  async function userStatus(b: Borrower) {
    const response = await get(b, `/api/lam/status/${b.userId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().userStatus;
  }

  async function productSpecs(b: Borrower, path = '/api/paandu/eligible-loan-products') {
    const response = await get(b, path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().product_specs as Array<
      { productCode: string; preApproved: boolean } & Record<string, unknown>
    >;
  }
  const productCodes = async (b: Borrower) => (await productSpecs(b)).map((spec) => spec.productCode);

  async function fieldsOf(b: Borrower, productCode: string): Promise<FieldsJson> {
    const response = await get(b, `/api/paandu/application-fields?productCode=${productCode}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const identifiers = (byCategory: Record<string, FieldJson[]>) =>
    Object.fromEntries(
      Object.entries(byCategory).map(([category, fields]) => [category, fields.map((f) => f.identifier)]),
    );
  const fieldAt = (fields: FieldsJson, identifier: string) => {
    const found = [...Object.values(fields.required_fields), ...Object.values(fields.optional_fields)]
      .flat()
      .find((field) => field.identifier === identifier);
    if (!found) throw new Error(`no field ${identifier}`);
    return found;
  };

  const apply = (b: Borrower, productCode: string, userId = b.userId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/paandu/application',
      headers: b.headers,
      payload: { productCode, userId },
    });

  async function applied(b: Borrower, productCode: string) {
    const response = await apply(b, productCode);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().application as { applicationId: string } & Record<string, unknown>;
  }

  const changeRequirement = (b: Borrower, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-application/loan-requirement',
      headers: b.headers,
      payload: body,
    });

  async function latestApplication(b: Borrower) {
    const response = await get(b, '/api/paandu/latest-application-status?translate_status=False');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().application;
  }

  async function allowsNewApplication(b: Borrower) {
    const response = await get(b, '/api/paandu/allow-new-application');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().isAllowNewApplication as boolean;
  }

  const applicationRows = (userId: string) =>
    t.deps.db.select().from(loanApplications).where(eq(loanApplications.userId, userId));

  // =============================================================================================
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
      expect(identifiers(fields.optional_fields)).toEqual(optional);
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

  // =============================================================================================
  describe('loan requirement', () => {
    it('changes the amount, tenure and purpose within the boundary', async () => {
      const b = await completeBorrower();
      const { applicationId } = await applied(b, 'PERSONAL_LOAN');

      const response = await changeRequirement(b, {
        applicationId,
        amountRequested: rupees(50_000),
        tenureRequested: 9,
        purpose: 'Education',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().application).toMatchObject({
        applicationId,
        status: 'INITIATED',
        productCode: 'PERSONAL_LOAN',
        amountRequested: rupees(50_000),
        tenureRequested: 9,
        purpose: 'Education',
      });
      expect(await latestApplication(b)).toMatchObject({
        amountRequested: rupees(50_000),
        tenureRequested: 9,
        purpose: 'Education',
      });
      expect((await applicationRows(b.userId))[0]).toMatchObject({
        amountRequestedPaise: rupees(50_000),
        tenureRequestedMonths: 9,
        purpose: 'Education',
      });

      // Both ends of the boundary are allowed.
      for (const [amountRequested, tenureRequested] of [
        [rupees(25_001), 3],
        [rupees(400_000), 12],
      ] as const) {
        const edge = await changeRequirement(b, {
          applicationId,
          amountRequested,
          tenureRequested,
          purpose: 'Medical',
        });
        expect(edge.statusCode, edge.body).toBe(200);
        expect(edge.json().application).toMatchObject({ amountRequested, tenureRequested });
      }
    });

    it('refuses a requirement outside the boundary with field errors and changes nothing', async () => {
      const b = await completeBorrower();
      const { applicationId } = await applied(b, 'PERSONAL_LOAN');
      const attempt = (amountRequested: number, tenureRequested: number) =>
        changeRequirement(b, { applicationId, amountRequested, tenureRequested, purpose: 'Medical' });

      const below = await attempt(rupees(25_001) - 1, 6);
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { amountRequested: ['Please enter Loan Amount between 25001 and 400000'] },
      });
      const above = await attempt(rupees(400_000) + 1, 6);
      expect(above.statusCode).toBe(400);
      expect(above.json().fieldErrors).toEqual({
        amountRequested: ['Please enter Loan Amount between 25001 and 400000'],
      });
      for (const tenure of [4, 15]) {
        const wrongTenure = await attempt(rupees(30_000), tenure);
        expect(wrongTenure.statusCode, String(tenure)).toBe(400);
        expect(wrongTenure.json().fieldErrors).toEqual({
          tenureRequested: ['Please select Tenure between 3 and 12'],
        });
      }
      const both = await attempt(rupees(1_000), 24);
      expect(Object.keys(both.json().fieldErrors).sort()).toEqual(['amountRequested', 'tenureRequested']);

      const badPurpose = await changeRequirement(b, {
        applicationId,
        amountRequested: rupees(30_000),
        tenureRequested: 6,
        purpose: 'Holiday',
      });
      expect(badPurpose.statusCode).toBe(400);
      expect(badPurpose.json().fieldErrors).toEqual({ purpose: [text.selectToContinue] });
      const zero = await changeRequirement(b, {
        applicationId,
        amountRequested: 0,
        tenureRequested: 6,
        purpose: 'Medical',
      });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().fieldErrors).toHaveProperty('amountRequested');

      expect((await applicationRows(b.userId))[0]).toMatchObject({
        amountRequestedPaise: rupees(30_000),
        tenureRequestedMonths: 6,
        purpose: 'Medical',
      });
    });

    it("uses the application's own product: CREDIT_LINE_24 takes tenures up to 24 months", async () => {
      const b = await completeBorrower({
        sourcingCode: 'SCBP',
        loan: { amount: rupees(30_000), tenure: 18, purpose: 'Medical' },
      });
      const application = await applied(b, 'CREDIT_LINE_24');
      expect(application).toMatchObject({ productType: 'CREDIT_LINE', tenureRequested: 18 });

      const longest = await changeRequirement(b, {
        applicationId: application.applicationId,
        amountRequested: rupees(200_000),
        tenureRequested: 24,
        purpose: 'Medical',
      });
      expect(longest.statusCode, longest.body).toBe(200);
      const beyond = await changeRequirement(b, {
        applicationId: application.applicationId,
        amountRequested: rupees(200_000),
        tenureRequested: 27,
        purpose: 'Medical',
      });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().fieldErrors).toEqual({
        tenureRequested: ['Please select Tenure between 3 and 24'],
      });
    });

    it("answers 404 for another borrower's application or an unknown one", async () => {
      const owner = await completeBorrower();
      const { applicationId } = await applied(owner, 'PERSONAL_LOAN');
      const other = await borrower();
      const change = { amountRequested: rupees(50_000), tenureRequested: 9, purpose: 'Education' };

      const theirs = await changeRequirement(other, { applicationId, ...change });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('NOT_FOUND');
      expect((await changeRequirement(other, { applicationId: randomUUID(), ...change })).statusCode).toBe(
        404,
      );
      expect((await applicationRows(owner.userId))[0]).toMatchObject({
        amountRequestedPaise: rupees(30_000),
      });
    });

    it('allows a change while INITIATED or INCOMPLETE_INFO, and refuses it once the application moved on', async () => {
      const b = await completeBorrower();
      const { applicationId } = await applied(b, 'PERSONAL_LOAN');
      const moveTo = (status: string) =>
        t.deps.db.update(loanApplications).set({ status }).where(eq(loanApplications.id, applicationId));
      const change = (amountRequested: number) =>
        changeRequirement(b, { applicationId, amountRequested, tenureRequested: 9, purpose: 'Education' });

      await moveTo('INCOMPLETE_INFO');
      const incomplete = await change(rupees(40_000));
      expect(incomplete.statusCode, incomplete.body).toBe(200);
      expect(incomplete.json().application).toMatchObject({
        status: 'INCOMPLETE_INFO',
        amountRequested: rupees(40_000),
      });

      await moveTo('APPROVED');
      const approved = await change(rupees(50_000));
      expect(approved.statusCode).toBe(409);
      expect(approved.json().code).toBe('CONFLICT');
      expect((await applicationRows(b.userId))[0]).toMatchObject({ amountRequestedPaise: rupees(40_000) });
    });
  });

  // =============================================================================================
  describe('authorization', () => {
    const someone = '00000000-0000-4000-8000-000000000001';
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', `/api/lam/status/${someone}`],
      ['GET', '/api/paandu/eligible-loan-products'],
      ['GET', '/api/loan-application/eligible-loan-products'],
      ['GET', '/api/paandu/application-fields?productCode=PERSONAL_LOAN'],
      ['GET', '/api/corleone/loan-boundary?productCode=PERSONAL_LOAN'],
      ['GET', '/api/paandu/kyc-modes?productCode=PERSONAL_LOAN'],
      ['GET', '/api/paandu/allow-new-application'],
      ['GET', '/api/paandu/latest-application-status?translate_status=False'],
      ['POST', '/api/paandu/application', { productCode: 'PERSONAL_LOAN', userId: someone }],
      [
        'POST',
        '/api/loan-application/loan-requirement',
        {
          applicationId: randomUUID(),
          amountRequested: rupees(30_000),
          tenureRequested: 6,
          purpose: 'Medical',
        },
      ],
    ];

    it.each(routes)('%s %s needs a session', async (method, url, payload) => {
      const request = { method: method as 'GET' | 'POST', url, ...(payload && { payload }) };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: text.sessionTimeout });
      const forged = await t.app.inject({
        ...request,
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it("keeps one borrower out of another's status, application and applying", async () => {
      const first = await completeBorrower();
      const second = await completeBorrower();

      const status = await get(second, `/api/lam/status/${first.userId}`);
      expect(status.statusCode).toBe(403);
      expect(status.json().code).toBe('FORBIDDEN');

      const onTheirBehalf = await apply(second, 'PERSONAL_LOAN', first.userId);
      expect(onTheirBehalf.statusCode).toBe(403);
      expect(await applicationRows(first.userId)).toHaveLength(0);
      expect(await applicationRows(second.userId)).toHaveLength(0);

      const firstApplication = await applied(first, 'PERSONAL_LOAN');
      expect(await latestApplication(first)).toMatchObject({ applicationId: firstApplication.applicationId });
      expect(await latestApplication(second)).toBeNull();
      expect(await allowsNewApplication(second)).toBe(true);
      expect((await userStatus(second)).latestApplicationsStatus).toBeNull();
      // The second borrower can still apply for themselves.
      expect(await applied(second, 'PERSONAL_LOAN')).not.toMatchObject({
        applicationId: firstApplication.applicationId,
      });
    });

    it('answers 400 to a malformed userId or translate_status', async () => {
      const b = await borrower();
      const translate = await get(b, '/api/paandu/latest-application-status?translate_status=maybe');
      expect(translate.statusCode).toBe(400);
      expect(translate.json().fieldErrors).toHaveProperty('translate_status');
      const response = await get(b, '/api/lam/status/not-a-uuid');
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('userId');
    });
  });
});
