import { employmentTypes, salaryModes } from '@kredo/domain/eligibility';
import { isAccountNumber } from '@kredo/domain/validators/bank-account';
import { isCin } from '@kredo/domain/validators/cin';
import { isEmail } from '@kredo/domain/validators/email';
import { isIfsc } from '@kredo/domain/validators/ifsc';
import { isEligibilityMobile, isMobile } from '@kredo/domain/validators/mobile';
import { isName, isReferenceName } from '@kredo/domain/validators/name';
import { isPincode } from '@kredo/domain/validators/pincode';
import type { ReferenceProblem } from '@kredo/domain/validators/references';
import * as z from 'zod/mini';

import { panSchema } from './auth.ts';
import { fill, messages } from './messages.ts';

// ---------------------------------------------------------------------------------------------
// The application profile (spec 000 §3.1): what the eligibility and application forms fill in.
// Every part is optional on a save: a save changes what it carries and keeps everything else.
// Money is in paise, dates are calendar dates (YYYY-MM-DD).
// ---------------------------------------------------------------------------------------------

export const genders = ['male', 'female', 'transgender'] as const;
export const educations = [
  'Class 7 or below',
  'Class 8 to Class 11',
  'Class 12 or Diploma',
  'Graduate or Post Graduate',
] as const;
export const relationshipStatuses = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const residentTypes = ['Rented', 'Leased', 'PG', 'CompanyHouse', 'OwnHouse'] as const;
export const livingWithOptions = ['Family', 'Friends', 'Alone'] as const;
export const employerTypes = [
  'PARTNERSHIP',
  'LLP',
  'PRIVATE_LIMITED',
  'PUBLIC_LIMITED',
  'MNC',
  'PROPRIETORSHIP',
  'GOVERNMENT',
  'TRUSTS',
  'OTHERS',
] as const;
export const loanPurposes = [
  'Rental Deposit',
  'Medical',
  'Electronics',
  'Marriage',
  'Repay old loan',
  'Education',
  'Vehicle Purchase',
  'New Business',
  'Other',
] as const;
/** What the borrower owns, asked on the optional Assets screen. */
export const assetKinds = [
  'OWN_HOUSE',
  'CAR',
  'TWO_WHEELER',
  'GOLD',
  'FIXED_DEPOSIT',
  'LIFE_INSURANCE',
] as const;
export const assetLabels: Record<(typeof assetKinds)[number], string> = {
  OWN_HOUSE: 'A house or flat',
  CAR: 'A car',
  TWO_WHEELER: 'A two-wheeler',
  GOLD: 'Gold',
  FIXED_DEPOSIT: 'Fixed deposits',
  LIFE_INSURANCE: 'Life insurance',
};

export const referenceRelations = [
  'Father',
  'Mother',
  'Spouse',
  'Brother',
  'Sister',
  'Relative',
  'Friend',
  'Colleague',
] as const;
export const accountTypes = ['SAVINGS', 'CURRENT', 'LOAN'] as const;
export const bankAccountPurposes = ['NACH', 'DISBURSAL'] as const;

/** Free text is capped at 250 characters (spec 000 §5.4). */
export const TEXT_MAX_LENGTH = 250;
/** Work experience in the main form: up to 99 years, held in months. */
export const MAX_EXPERIENCE_MONTHS = 99 * 12 + 11;
/** Net monthly income is typed in rupees, at most 10 digits. */
export const MAX_INCOME_PAISE = 9_999_999_999 * 100;

const valid = (label: string) => ({ error: fill(messages.enterValidField, { label }) });

const freeText = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, valid(label)), z.maxLength(TEXT_MAX_LENGTH, valid(label)));
const personName = (label: string) => z.string().check(z.trim(), z.refine(isName, valid(label)));
const calendarDate = z.iso.date({ error: messages.validDateRequired });
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number(valid(label))
    .check(
      z.int(valid(label)),
      z.gte(min, { error: fill(messages.fieldBetween, { label, min, max }) }),
      z.lte(max, { error: fill(messages.fieldBetween, { label, min, max }) }),
    );
const paiseAmount = (label: string, max: number) =>
  z
    .number(valid(label))
    .check(
      z.int(valid(label)),
      z.gte(0, valid(label)),
      z.lte(max, { error: fill(messages.fieldMaximum, { max: max / 100 }) }),
    );

/** House: 1-60 characters; street, locality and landmark: 3-60 (spec 000 §5.3). */
const ADDRESS_LINE = /^[A-Za-z0-9 ,.\-/#()&':]+$/;
const addressLine = (label: string, min: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, valid(label)),
      z.maxLength(60, valid(label)),
      z.regex(ADDRESS_LINE, valid(label)),
    );

export const pincodeSchema = z
  .string()
  .check(z.trim(), z.refine(isPincode, { error: messages.invalidPincode }));

export const addressSchema = z.object({
  house: z.optional(addressLine('House', 1)),
  street: z.optional(addressLine('Street', 3)),
  locality: z.optional(addressLine('Locality', 3)),
  landmark: z.optional(addressLine('Landmark', 3)),
  pincode: z.optional(pincodeSchema),
});
export type Address = z.output<typeof addressSchema>;

export const financeBasicInfoSchema = z.object({
  netMonthlyIncome: z.optional(
    z
      .number(valid('Net Monthly Income'))
      .check(
        z.int(valid('Net Monthly Income')),
        z.gt(0, { error: messages.invalid }),
        z.lte(MAX_INCOME_PAISE, valid('Net Monthly Income')),
      ),
  ),
  numDependents: z.optional(wholeNumber('Dependents', 0, 99)),
  creditLimit: z.optional(paiseAmount('Credit Limit', MAX_INCOME_PAISE)),
  salaryMode: z.optional(z.enum(salaryModes, valid('Salary Mode'))),
  employmentType: z.optional(z.enum(employmentTypes, valid('Employment Type'))),
  totalCurrentEmi: z.optional(paiseAmount('Total Current EMI', MAX_INCOME_PAISE)),
});

export const loanRequestSchema = z.object({
  /** Paise; the product's loan boundary bounds it when the application is made. */
  amount: z.optional(paiseAmount('Loan Amount', 100_000_000 * 100)),
  tenure: z.optional(wholeNumber('Tenure', 1, 60)),
  purpose: z.optional(z.enum(loanPurposes, valid('Purpose'))),
  purposeRemark: z.optional(freeText('Purpose Remark')),
  additionalLoanInfo: z.optional(freeText('Additional Loan Info')),
});

export const nomineeSchema = z.object({
  name: personName('Nominee Name'),
  relationShip: z.enum(referenceRelations, valid('Relationship')),
  dob: calendarDate,
  mobile: z.string().check(z.trim(), z.refine(isMobile, { error: messages.invalidNumber })),
});

/** What a save may carry. PAN, name and date of birth also live on the account. */
export const profileDataInputSchema = z.object({
  name: z.optional(personName('Name')),
  panNumber: z.optional(panSchema),
  dob: z.optional(z.iso.date({ error: 'Please enter a valid Date Of Birth' })),
  gender: z.optional(z.enum(genders, valid('Gender'))),
  relationshipStatus: z.optional(z.enum(relationshipStatuses, valid('Relationship Status'))),
  education: z.optional(z.enum(educations, valid('Education'))),
  fatherOrSpouseName: z.optional(personName("Father's or Spouse's Name")),
  mothersName: z.optional(personName("Mother's Name")),
  alternateMobileNumbers: z.optional(
    z
      .array(z.string().check(z.trim(), z.refine(isMobile, { error: messages.invalidNumber })))
      .check(z.maxLength(3)),
  ),
  employeeId: z.optional(freeText('Employee Id')),
  currentEmployer: z.optional(
    z.string().check(z.trim(), z.minLength(1, { error: messages.selectCompany }), z.maxLength(255)),
  ),
  workCin: z.optional(z.string().check(z.trim(), z.refine(isCin, valid('Company CIN')))),
  designation: z.optional(freeText('Designation')),
  employerType: z.optional(z.enum(employerTypes, valid('Employer Type'))),
  /** Working since. */
  duration: z.optional(calendarDate),
  workExperienceMonths: z.optional(
    z
      .number({ error: messages.selectWorkExperience })
      .check(
        z.int({ error: messages.selectWorkExperience }),
        z.gte(0, { error: messages.selectWorkExperience }),
        z.lte(MAX_EXPERIENCE_MONTHS, { error: messages.selectWorkExperience }),
      ),
  ),
  workEmail: z.optional(z.string().check(z.trim(), z.refine(isEmail, { error: messages.invalidEmail }))),
  residentType: z.optional(z.enum(residentTypes, valid('Resident Type'))),
  residentTypePerm: z.optional(z.enum(residentTypes, valid('Resident Type'))),
  livingWith: z.optional(z.enum(livingWithOptions, valid('Living With'))),
  /** Staying since. */
  resTenure: z.optional(calendarDate),
  resRentMonthly: z.optional(
    z
      .number(valid('Monthly Rent'))
      .check(
        z.int(valid('Monthly Rent')),
        z.gt(0, valid('Monthly Rent')),
        z.lte(MAX_INCOME_PAISE, valid('Monthly Rent')),
      ),
  ),
  address: z.optional(addressSchema),
  permAddress: z.optional(addressSchema),
  workAddress: z.optional(addressSchema),
  alternateAddresses: z.optional(z.array(addressSchema).check(z.maxLength(3))),
  financeBasicInfo: z.optional(financeBasicInfoSchema),
  loanRequest: z.optional(loanRequestSchema),
  nominees: z.optional(z.array(nomineeSchema).check(z.maxLength(3))),
  assets: z.optional(z.array(z.enum(assetKinds, valid('Asset'))).check(z.maxLength(assetKinds.length))),
});
export type ProfileDataInput = z.output<typeof profileDataInputSchema>;

export const referenceSchema = z.object({
  referenceName: z.string().check(z.trim(), z.refine(isReferenceName, valid('Reference Name'))),
  referenceMobile: z.string().check(z.trim(), z.refine(isEligibilityMobile, valid('Mobile Number'))),
  referenceRelation: z.enum(referenceRelations, { error: messages.selectToContinue }),
});
export type ProfileReference = z.output<typeof referenceSchema>;

/** The spec's text for each reference problem (spec 000 §5.1), on the form and from the server alike. */
export const referenceProblemMessages: Record<ReferenceProblem, string> = {
  NAME_INVALID: fill(messages.enterValidField, { label: 'Reference Name' }),
  MOBILE_INVALID: fill(messages.enterValidField, { label: 'Mobile Number' }),
  RELATION_MISSING: messages.selectToContinue,
  MOBILE_IS_OWN: messages.referenceMobileOwn,
  NAME_REPEATED: messages.referenceNameSame,
  MOBILE_REPEATED: messages.referenceMobileSame,
};

export const bankAccountInputSchema = z.object({
  beneficiaryName: personName('Beneficiary Name'),
  bankName: z.optional(freeText('Bank Name')),
  ifsc: z
    .pipe(
      z.string().check(z.trim()),
      z.transform((code: string) => code.toUpperCase()),
    )
    .check(z.refine(isIfsc, { error: messages.wrongIfsc })),
  accountNumber: z
    .string()
    .check(z.trim(), z.refine(isAccountNumber, { error: messages.enterCorrectAccountNumber })),
  accountType: z._default(z.enum(accountTypes, valid('Account Type')), 'SAVINGS'),
  purposeType: z.enum(bankAccountPurposes, valid('Account Purpose')),
});
export type BankAccountInput = z.output<typeof bankAccountInputSchema>;

/** One save: the profile, the references, the bank accounts, or any of them together. */
export const saveProfileBodySchema = z
  .object({
    profileData: z.optional(profileDataInputSchema),
    references: z.optional(
      z
        .array(referenceSchema)
        .check(z.minLength(2, { error: messages.enterMandatoryDetails }), z.maxLength(4)),
    ),
    bankAccounts: z.optional(
      z
        .array(bankAccountInputSchema)
        .check(z.minLength(1, { error: messages.enterMandatoryDetails }), z.maxLength(2)),
    ),
    sourcingCode: z.optional(z.string().check(z.trim(), z.maxLength(30))),
    utmParams: z.optional(z.record(z.string().check(z.maxLength(50)), z.string().check(z.maxLength(200)))),
  })
  .check(
    z.refine(
      (body) =>
        body.profileData !== undefined || body.references !== undefined || body.bankAccounts !== undefined,
      { error: messages.enterMandatoryDetails, path: ['profileData'] },
    ),
  );
export type SaveProfileBody = z.output<typeof saveProfileBodySchema>;

const addressOutput = z.object({
  house: z.nullable(z.string()),
  street: z.nullable(z.string()),
  locality: z.nullable(z.string()),
  landmark: z.nullable(z.string()),
  pincode: z.nullable(z.string()),
});

/** A saved bank account: the number is shown by its last four digits only. */
export const bankAccountSchema = z.object({
  id: z.string(),
  beneficiaryName: z.string(),
  bankName: z.nullable(z.string()),
  ifsc: z.string(),
  accountNumberMasked: z.string(),
  accountType: z.enum(accountTypes),
  purposeType: z.enum(bankAccountPurposes),
  verifiedAt: z.nullable(z.string()),
});

export const profileDataSchema = z.object({
  userId: z.string(),
  name: z.nullable(z.string()),
  panNumberMasked: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  mobileOtpVerified: z.boolean(),
  email: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  relationshipStatus: z.nullable(z.enum(relationshipStatuses)),
  education: z.nullable(z.enum(educations)),
  fatherOrSpouseName: z.nullable(z.string()),
  mothersName: z.nullable(z.string()),
  alternateMobileNumbers: z.array(z.string()),
  employeeId: z.nullable(z.string()),
  currentEmployer: z.nullable(z.string()),
  workCin: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  employerType: z.nullable(z.enum(employerTypes)),
  duration: z.nullable(z.string()),
  workExperienceMonths: z.nullable(z.number()),
  workEmail: z.nullable(z.string()),
  residentType: z.nullable(z.enum(residentTypes)),
  residentTypePerm: z.nullable(z.enum(residentTypes)),
  livingWith: z.nullable(z.enum(livingWithOptions)),
  resTenure: z.nullable(z.string()),
  resRentMonthly: z.nullable(z.number()),
  address: addressOutput,
  permAddress: addressOutput,
  workAddress: addressOutput,
  alternateAddresses: z.array(addressOutput),
  financeBasicInfo: z.object({
    netMonthlyIncome: z.nullable(z.number()),
    numDependents: z.nullable(z.number()),
    creditLimit: z.nullable(z.number()),
    salaryMode: z.nullable(z.enum(salaryModes)),
    employmentType: z.nullable(z.enum(employmentTypes)),
    totalCurrentEmi: z.nullable(z.number()),
  }),
  loanRequest: z.object({
    amount: z.nullable(z.number()),
    tenure: z.nullable(z.number()),
    purpose: z.nullable(z.enum(loanPurposes)),
    purposeRemark: z.nullable(z.string()),
    additionalLoanInfo: z.nullable(z.string()),
  }),
  nominees: z.array(
    z.object({ name: z.string(), relationShip: z.string(), dob: z.string(), mobile: z.string() }),
  ),
  assets: z.array(z.enum(assetKinds)),
  references: z.array(
    z.object({ referenceName: z.string(), referenceMobile: z.string(), referenceRelation: z.string() }),
  ),
  bankAccounts: z.array(bankAccountSchema),
});
export type ProfileData = z.output<typeof profileDataSchema>;

export const profileDataResponseSchema = z.object({ profileData: profileDataSchema });
export const saveProfileResponseSchema = z.object({
  message: z.literal(messages.profileUpdated),
  profileData: profileDataSchema,
});
