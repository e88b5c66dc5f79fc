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
import { text } from './text.ts';

// ---------------------------------------------------------------------------------------------
// The application profile (spec 000 §3.1): what the eligibility and application forms fill in.
// Every part is optional on a save: a save changes what it carries and keeps everything else.
// Money is in paise, dates are calendar dates (YYYY-MM-DD).
// ---------------------------------------------------------------------------------------------

export * from './profile-choices.ts';
import {
  accountTypes,
  assetKinds,
  bankAccountPurposes,
  educations,
  employerTypes,
  genders,
  livingWithOptions,
  loanPurposes,
  MAX_EXPERIENCE_MONTHS,
  MAX_INCOME_PAISE,
  referenceRelations,
  relationshipStatuses,
  residentTypes,
  TEXT_MAX_LENGTH,
} from './profile-choices.ts';

const valid = (label: string) => ({ error: fill(messages.enterValidField, { label }) });

const freeText = (label: string) =>
  text().check(z.trim(), z.minLength(1, valid(label)), z.maxLength(TEXT_MAX_LENGTH, valid(label)));
const personName = (label: string) => text().check(z.trim(), z.refine(isName, valid(label)));
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
  text().check(
    z.trim(),
    z.minLength(min, valid(label)),
    z.maxLength(60, valid(label)),
    z.regex(ADDRESS_LINE, valid(label)),
  );

export const pincodeSchema = text().check(z.trim(), z.refine(isPincode, { error: messages.invalidPincode }));

export const addressSchema = z.object({
  house: z.optional(addressLine('House', 1)),
  street: z.optional(addressLine('Street', 3)),
  locality: z.optional(addressLine('Locality', 3)),
  landmark: z.optional(addressLine('Landmark', 3)),
  pincode: z.optional(pincodeSchema),
});
export type Address = z.output<typeof addressSchema>;

/** A line that must be given: blank asks for it, then the line's own rule applies. */
const filled = <S extends z.ZodMiniType<string, string>>(line: S) =>
  z.pipe(text().check(z.trim(), z.minLength(1, { error: messages.enterToContinue })), line);

/** An address with every line given (spec 000 §5.3), as the correction screens ask for it. */
export const filledAddressSchema = z.object({
  house: filled(addressLine('House', 1)),
  street: filled(addressLine('Street', 3)),
  locality: filled(addressLine('Locality', 3)),
  landmark: filled(addressLine('Landmark', 3)),
  pincode: filled(pincodeSchema),
});
export type FilledAddress = z.output<typeof filledAddressSchema>;

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
  mobile: text().check(z.trim(), z.refine(isMobile, { error: messages.invalidNumber })),
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
      .array(text().check(z.trim(), z.refine(isMobile, { error: messages.invalidNumber })))
      .check(z.maxLength(3)),
  ),
  employeeId: z.optional(freeText('Employee Id')),
  currentEmployer: z.optional(
    text().check(z.trim(), z.minLength(1, { error: messages.selectCompany }), z.maxLength(255)),
  ),
  workCin: z.optional(text().check(z.trim(), z.refine(isCin, valid('Company CIN')))),
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
  workEmail: z.optional(text().check(z.trim(), z.refine(isEmail, { error: messages.invalidEmail }))),
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
  referenceName: text().check(z.trim(), z.refine(isReferenceName, valid('Reference Name'))),
  referenceMobile: text().check(z.trim(), z.refine(isEligibilityMobile, valid('Mobile Number'))),
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
      text().check(z.trim()),
      z.transform((code: string) => code.toUpperCase()),
    )
    .check(z.refine(isIfsc, { error: messages.wrongIfsc })),
  accountNumber: text({ error: messages.enterCorrectAccountNumber }).check(
    z.trim(),
    z.refine(isAccountNumber, { error: messages.enterCorrectAccountNumber }),
  ),
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
    sourcingCode: z.optional(text().check(z.trim(), z.maxLength(30))),
    utmParams: z.optional(z.record(text().check(z.maxLength(50)), text().check(z.maxLength(200)))),
  })
  .check(
    z.refine(
      (body) =>
        body.profileData !== undefined || body.references !== undefined || body.bankAccounts !== undefined,
      { error: messages.enterMandatoryDetails, path: ['profileData'] },
    ),
  );
export type SaveProfileBody = z.output<typeof saveProfileBodySchema>;

export * from './application-profile-view.ts';
