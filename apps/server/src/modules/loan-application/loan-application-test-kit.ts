import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { latestCode, seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import { type TestApp } from '../../../test/helpers/test-app.ts';
import { bankStatements } from '../bank-statements/bank-statements.schema.ts';
import { documents } from '../documents/documents.schema.ts';
import { users } from '../users/users.schema.ts';
import { loanApplications } from './loan-application.schema.ts';

// The spec's texts (spec 000 §2.4, §4.4, §5.2, §8), written out so a catalogue change shows here.
export const text = {
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

export const rupees = (amount: number) => amount * 100;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const mainSteps = [
  'GET_STARTED',
  'PERSONAL',
  'RESIDENCE',
  'EMPLOYMENT',
  'LOAN_DETAILS',
  'REFERENCES',
  'DOCUMENTS',
  'BANK_STATEMENT',
];
export const categories = [
  'PERSONAL_DETAILS',
  'RESIDENCE_DETAILS',
  'EMPLOYMENT_DETAILS',
  'LOAN_DETAILS',
  'BANK_DETAILS',
  'KYC',
  'DOCUMENT_UPLOAD',
];
export const address = (prefix: string) =>
  ['house', 'street', 'locality', 'landmark', 'pincode'].map((part) => `${prefix}.${part}`);

export type Borrower = { userId: string; headers: Record<string, string>; person: Person };
export type Loan = { amount: number; tenure: number; purpose: string };
export type Answers = {
  employmentType?: string;
  salaryMode?: string;
  income?: number;
  experience?: number;
  pincode?: string;
};
export type FieldJson = { identifier: string; value: string | number | null; isReadOnly: boolean } & Record<
  string,
  unknown
>;
export type FieldsJson = {
  productCode: string;
  required_fields: Record<string, FieldJson[]>;
  optional_fields: Record<string, FieldJson[]>;
};

/**
 * The loan application route tests' people, profiles and calls, shared by the files that test
 * the routes. `ctx.t` is the file's app, set in its beforeAll.
 */
export function loanApplicationTestKit(ctx: { t: TestApp }) {
  // ---------------------------------------------------------------------------------------------
  // Dates come from the app's clock (India's date), never the wall clock.
  // ---------------------------------------------------------------------------------------------
  const today = () => ctx.t.deps.clock.businessDate();
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
    const userId = await seedPerson(ctx.t, person);
    if (options.sourcingCode)
      await ctx.t.deps.db
        .update(users)
        .set({ sourcingCode: options.sourcingCode })
        .where(eq(users.id, userId));
    const session = await signIn(ctx.t, person);
    expect(session.userId).toBe(userId);
    return { userId, headers: session.headers, person };
  }

  /** A fresh session for the same borrower (after the clock has run past the last one's life). */
  async function signInAgain(b: Borrower): Promise<Borrower> {
    return { ...b, headers: (await signIn(ctx.t, b.person)).headers };
  }

  async function save(b: Borrower, body: Record<string, unknown>) {
    const response = await ctx.t.app.inject({
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
    await ctx.t.deps.db.insert(documents).values(
      types.map((docType) => ({
        id: randomUUID(),
        userId,
        docType,
        contentType: 'image/jpeg',
        blobKey: `documents/${userId}/${docType}`,
        sha256: 'a'.repeat(64),
        sizeBytes: 2048,
        createdAt: ctx.t.deps.clock.now(),
      })),
    );
  }

  async function addBankStatement(userId: string, status = 'AVAILABLE') {
    await ctx.t.deps.db
      .insert(bankStatements)
      .values({ id: randomUUID(), userId, status, mode: 'PDF_UPLOAD', createdAt: ctx.t.deps.clock.now() });
  }

  /** Mobile verification through the real flow: the code sent to the account's mobile. */
  async function verifyMobile(b: Borrower) {
    ctx.t.deps.clock.advance(60_000);
    const sent = await ctx.t.app.inject({
      url: `/api/paandu/generate-mobile-otp?mobile=${b.person.mobile}`,
      headers: b.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/paandu/verify-mobile-otp',
      headers: b.headers,
      payload: { mobile: b.person.mobile, otp: await latestCode(ctx.t, b.person.mobile) },
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
  const get = (b: Borrower, url: string) => ctx.t.app.inject({ url, headers: b.headers });

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
    ctx.t.app.inject({
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
    ctx.t.app.inject({
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
    ctx.t.deps.db.select().from(loanApplications).where(eq(loanApplications.userId, userId));

  // =============================================================================================

  return {
    today,
    addDays,
    yearsBefore,
    dobForAge,
    serial,
    newPerson,
    borrower,
    signInAgain,
    save,
    basicAnswers,
    bangalore,
    restOfProfile,
    twoReferences,
    twoAccounts,
    addDocuments,
    addBankStatement,
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
    applied,
    changeRequirement,
    latestApplication,
    allowsNewApplication,
    applicationRows,
  };
}
