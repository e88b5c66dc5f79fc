import type { Person } from '../../../test/helpers/sign-in.ts';

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

export const basicAnswers = (answers: Answers = {}) => ({
  financeBasicInfo: {
    employmentType: answers.employmentType ?? 'SALARIED',
    salaryMode: answers.salaryMode ?? 'BANK_TRANSFER',
    netMonthlyIncome: rupees(answers.income ?? 50_000),
  },
  workExperienceMonths: answers.experience ?? 36,
  address: { pincode: answers.pincode ?? '560001' },
});

export const bangalore = (house: string) => ({
  house,
  street: 'Residency Road',
  locality: 'Ashok Nagar',
  landmark: 'Near Garuda Mall',
  pincode: '560001',
});

export const twoReferences = [
  { referenceName: 'Anil Sharma', referenceMobile: '9000000001', referenceRelation: 'Friend' },
  { referenceName: 'Sunita Rao', referenceMobile: '9000000002', referenceRelation: 'Colleague' },
];
export const twoAccounts = [
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
