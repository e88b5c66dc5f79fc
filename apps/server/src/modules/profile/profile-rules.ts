import { messages } from '@kredo/contract/messages';
import {
  referenceProblemMessages,
  type BankAccountInput,
  type ProfileReference,
} from '@kredo/contract/application-profile';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { sameAccount, type AccountKey } from '@kredo/domain/validators/bank-account';
import { dobProblem, exceedsTotalExperience, sinceDateProblem } from '@kredo/domain/validators/form-dates';
import { referenceProblems, type ReferenceProblem } from '@kredo/domain/validators/references';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPincode, isKnownIfsc } from '../directory/directory.service.ts';
import { accountNumberContext } from './profile-data.ts';
import type { BankAccountRow } from './profile.repository.ts';
import type { ProfileDetails } from './profile.schema.ts';

/** The profile rules that read more than one field or what is saved, with the spec's messages. */

type Deps = Pick<AppDeps, 'db' | 'cipher'>;

/** A save merges into what is saved: addresses and the finance and loan parts field by field, the rest by key. */
/**
 * The figures an application is decided and priced on: the applicant's income, EMIs, employment,
 * salary mode and experience, and the amount and tenure asked for.
 */
function decidedFigures(details: ProfileDetails): unknown[] {
  const finance = details.financeBasicInfo;
  return [
    finance?.netMonthlyIncome,
    finance?.totalCurrentEmi,
    finance?.employmentType,
    finance?.salaryMode,
    details.workExperienceMonths,
    details.loanRequest?.amount,
    details.loanRequest?.tenure,
  ];
}

/** Whether a save changes a figure an application's decision and offer rest on. */
export function changesDecidedFigures(saved: ProfileDetails, merged: ProfileDetails): boolean {
  const before = decidedFigures(saved);
  return decidedFigures(merged).some((figure, index) => figure !== before[index]);
}

export function mergeDetails(saved: ProfileDetails, update: ProfileDetails): ProfileDetails {
  const merged: ProfileDetails = { ...saved, ...update };
  for (const key of ['address', 'permAddress', 'workAddress', 'financeBasicInfo', 'loanRequest'] as const) {
    if (update[key]) Object.assign(merged, { [key]: { ...saved[key], ...update[key] } });
  }
  return merged;
}

export class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(path: string, message: string) {
    (this.errors[path] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0)
      throw new AppError('VALIDATION_FAILED', 'profile rules refused the save', {
        userMessage: messages.enterCorrectDetails,
        fieldErrors: this.errors,
      });
  }
}

export const dateMessages = {
  INVALID: messages.validDateRequired,
  AFTER_TODAY: messages.dateAfterToday,
  BEFORE_DOB: messages.dateBeforeDob,
  TOO_OLD: 'Please enter a valid Date Of Birth',
} as const;

/** Rules that read more than one field, or the saved profile, checked on the merged result. */
export function checkDetails(
  errors: FieldErrors,
  merged: ProfileDetails,
  update: ProfileDetails,
  dob: string | null,
  today: IsoDate,
) {
  const at = (field: string) => `profileData.${field}`;
  if (update.resTenure !== undefined) {
    const problem = sinceDateProblem(update.resTenure, today, (dob ?? undefined) as IsoDate | undefined);
    if (problem) errors.add(at('resTenure'), dateMessages[problem]);
  }
  if (
    merged.duration !== undefined &&
    (update.duration !== undefined || update.workExperienceMonths !== undefined)
  ) {
    const problem = sinceDateProblem(merged.duration, today, (dob ?? undefined) as IsoDate | undefined);
    if (problem) errors.add(at('duration'), dateMessages[problem]);
    else if (
      merged.workExperienceMonths !== undefined &&
      exceedsTotalExperience(merged.duration as IsoDate, merged.workExperienceMonths, today)
    )
      errors.add(at('duration'), messages.dateBeyondExperience);
  }
  if (update.residentType === 'Rented') {
    if (merged.resRentMonthly === undefined) errors.add(at('resRentMonthly'), messages.enterToContinue);
    if (merged.livingWith === undefined) errors.add(at('livingWith'), messages.selectToContinue);
  }
  if (update.loanRequest?.purpose === 'Other' && !merged.loanRequest?.purposeRemark)
    errors.add(at('loanRequest.purposeRemark'), messages.enterToContinue);
  for (const [index, nominee] of (update.nominees ?? []).entries()) {
    const problem = dobProblem(nominee.dob, today);
    if (problem) errors.add(at(`nominees.${index}.dob`), dateMessages[problem]);
  }
}

export function checkReferences(errors: FieldErrors, references: ProfileReference[], ownMobiles: string[]) {
  const problems = referenceProblems(
    references.map((reference) => ({
      name: reference.referenceName,
      mobile: reference.referenceMobile,
      relation: reference.referenceRelation,
    })),
    ownMobiles,
  );
  const fieldNames = {
    name: 'referenceName',
    mobile: 'referenceMobile',
    relation: 'referenceRelation',
  } as const;
  problems.forEach((byField, index) => {
    for (const [field, problem] of Object.entries(byField) as Array<
      [keyof typeof fieldNames, ReferenceProblem]
    >)
      errors.add(`references.${index}.${fieldNames[field]}`, referenceProblemMessages[problem]);
  });
}

export function checkBankAccounts(
  errors: FieldErrors,
  accounts: BankAccountInput[],
  saved: BankAccountRow[],
  deps: Deps,
) {
  accounts.forEach((account, index) => {
    if (!isKnownIfsc(account.ifsc)) errors.add(`bankAccounts.${index}.ifsc`, messages.incorrectIfsc);
    if (accounts.findIndex((other) => other.purposeType === account.purposeType) !== index)
      errors.add(`bankAccounts.${index}.purposeType`, messages.enterCorrectDetails);
  });
  /** The purpose's account: the one this save gives, else the one on file, its number opened. */
  const accountOf = (purpose: 'NACH' | 'DISBURSAL'): AccountKey | undefined => {
    const given = accounts.find((account) => account.purposeType === purpose);
    if (given) return given;
    const stored = saved.find((account) => account.purposeType === purpose);
    return (
      stored && {
        accountNumber: deps.cipher.decrypt(accountNumberContext(stored.id), stored.accountNumberSealed),
        ifsc: stored.ifsc,
      }
    );
  };
  const repayment = accountOf('NACH');
  const disbursal = accountOf('DISBURSAL');
  if (repayment && disbursal && sameAccount(repayment, disbursal)) {
    accounts.forEach((account, index) =>
      errors.add(
        `bankAccounts.${index}.accountNumber`,
        account.purposeType === 'NACH' ? messages.repaymentAccountSame : messages.disbursalAccountSame,
      ),
    );
  }
}

/** Every pincode saved must be one India Post uses (spec 000 §5.2): 'Please Enter Valid Pincode'. */
export async function checkPincodes(errors: FieldErrors, update: ProfileDetails, deps: Deps) {
  const given: Array<[string, string]> = [];
  for (const key of ['address', 'permAddress', 'workAddress'] as const) {
    const pincode = update[key]?.pincode;
    if (pincode) given.push([`profileData.${key}.pincode`, pincode]);
  }
  (update.alternateAddresses ?? []).forEach((address, index) => {
    if (address.pincode) given.push([`profileData.alternateAddresses.${index}.pincode`, address.pincode]);
  });
  for (const [path, pincode] of given)
    if (!(await findPincode(deps.db, pincode))) errors.add(path, messages.enterValidPincode);
}

export const identityLocked =
  'Your PAN and date of birth are already on your account and cannot be changed here.';
