import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { users } from '../users/users.schema.ts';

import type { Borrower } from './loan-application-test-kit.ts';
import { rupees, categories, address, loanApplicationTestKit } from './loan-application-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  dobForAge,
  borrower,
  save,
  basicAnswers,
  completeBorrower,
  get,
  userStatus,
  fieldsOf,
  identifiers,
  fieldAt,
} = loanApplicationTestKit(ctx);

describe('loan application routes: application fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

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
});
