import { employmentTypes, salaryModes } from '@kredo/domain/eligibility';
import * as z from 'zod/mini';

import { messages } from './messages.ts';
import {
  accountTypes,
  assetKinds,
  bankAccountPurposes,
  educations,
  employerTypes,
  genders,
  livingWithOptions,
  loanPurposes,
  relationshipStatuses,
  residentTypes,
} from './profile-choices.ts';

/**
 * The application profile as it is read back (spec 000 §3.1): every field present, null when not
 * given; the PAN and account numbers masked.
 */
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
