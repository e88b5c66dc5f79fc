import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { latestCode, seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import { type TestApp } from '../../../test/helpers/test-app.ts';
import type { DocumentType } from '@kredo/contract/documents';

import { insertStatement } from '../bank-statements/bank-statements.repository.ts';
import { samplePng } from '../dev/dev.service.ts';
import { storeDocument } from '../documents/documents.service.ts';
import { users } from '../users/users.schema.ts';
import { loanApplications } from './loan-application.schema.ts';

import {
  DAY_MS,
  bangalore,
  basicAnswers,
  rupees,
  twoAccounts,
  twoReferences,
  type Borrower,
  type FieldJson,
  type FieldsJson,
  type Loan,
} from './loan-application-fixtures.ts';

export * from './loan-application-fixtures.ts';

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

  /** Documents stored as an upload stores them. */
  async function addDocuments(userId: string, types: DocumentType[]) {
    for (const docType of types)
      await storeDocument(ctx.t.deps, userId, { docType, side: 'SINGLE', docMode: 'UPLOAD' }, samplePng);
  }

  async function addBankStatement(userId: string, status = 'AVAILABLE') {
    await insertStatement(ctx.t.deps.db, {
      userId,
      status,
      mode: 'PDF_UPLOAD',
      createdAt: ctx.t.deps.clock.now(),
    });
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
