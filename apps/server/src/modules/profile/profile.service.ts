import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import {
  fill,
  type BankAccountInput,
  type Profile,
  type ProfileData,
  type ProfileReference,
  type SaveProfileBody,
} from '@kredo/contract/profile';
import { indianDate, type IsoDate } from '@kredo/domain/calendar-date';
import { normaliseAccountNumber, sameAccountNumber } from '@kredo/domain/validators/bank-account';
import { dobProblem, exceedsTotalExperience, sinceDateProblem } from '@kredo/domain/validators/form-dates';
import { referenceProblems, type ReferenceProblem } from '@kredo/domain/validators/references';

import type { AppDeps } from '../../app.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findPincode, isKnownIfsc } from '../directory/directory.service.ts';
import {
  findUserById,
  findUserIdByPanHash,
  panContext,
  panHashPurpose,
  updateAccountDetails,
  type User,
} from '../users/users.service.ts';
import {
  findProfileRow,
  listBankAccounts,
  lockProfileRow,
  updateProfileRow,
  upsertBankAccount,
  type BankAccountRow,
} from './profile.repository.ts';
import type { ProfileDetails } from './profile.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

const maskPan = (pan: string) => `${'X'.repeat(pan.length - 4)}${pan.slice(-4)}`;
const openPan = (user: User, deps: Pick<AppDeps, 'cipher'>) =>
  user.panSealed ? deps.cipher.decrypt(panContext(user.id), user.panSealed) : null;

function toProfile(user: User, deps: Pick<AppDeps, 'cipher'>): Profile {
  const pan = openPan(user, deps);
  return {
    userId: user.id,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    dob: user.dateOfBirth,
    panNumberMasked: pan ? maskPan(pan) : null,
    mobileOtpVerified: user.mobileOtpVerified,
    whatsappOptIn: user.whatsappOptIn,
    roles: user.roles,
  };
}

async function requireUser(deps: Pick<AppDeps, 'db'>, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('user');
  return user;
}

export async function readProfile(deps: Pick<AppDeps, 'db' | 'cipher'>, userId: string): Promise<Profile> {
  return toProfile(await requireUser(deps, userId), deps);
}

/** The encryption context of an account number: bound to its row. */
export const accountNumberContext = (accountId: string) => `bank_accounts.account_number:${accountId}`;
const accountHashPurpose = 'bank-account-number';

const emptyAddress = { house: null, street: null, locality: null, landmark: null, pincode: null };
const addressOut = (address: ProfileDetails['address']) => ({ ...emptyAddress, ...address });

function toProfileData(
  user: User,
  details: ProfileDetails,
  references: ProfileReference[],
  accounts: BankAccountRow[],
  deps: Pick<AppDeps, 'cipher'>,
): ProfileData {
  const profile = toProfile(user, deps);
  const finance = details.financeBasicInfo ?? {};
  const loan = details.loanRequest ?? {};
  return {
    userId: user.id,
    name: profile.name,
    panNumberMasked: profile.panNumberMasked,
    mobile: profile.mobile,
    mobileOtpVerified: profile.mobileOtpVerified,
    email: profile.email,
    dob: profile.dob,
    gender: details.gender ?? null,
    relationshipStatus: details.relationshipStatus ?? null,
    education: details.education ?? null,
    fatherOrSpouseName: details.fatherOrSpouseName ?? null,
    mothersName: details.mothersName ?? null,
    alternateMobileNumbers: details.alternateMobileNumbers ?? [],
    employeeId: details.employeeId ?? null,
    currentEmployer: details.currentEmployer ?? null,
    workCin: details.workCin ?? null,
    designation: details.designation ?? null,
    employerType: details.employerType ?? null,
    duration: details.duration ?? null,
    workExperienceMonths: details.workExperienceMonths ?? null,
    workEmail: details.workEmail ?? null,
    residentType: details.residentType ?? null,
    residentTypePerm: details.residentTypePerm ?? null,
    livingWith: details.livingWith ?? null,
    resTenure: details.resTenure ?? null,
    resRentMonthly: details.resRentMonthly ?? null,
    address: addressOut(details.address),
    permAddress: addressOut(details.permAddress),
    workAddress: addressOut(details.workAddress),
    alternateAddresses: (details.alternateAddresses ?? []).map(addressOut),
    financeBasicInfo: {
      netMonthlyIncome: finance.netMonthlyIncome ?? null,
      numDependents: finance.numDependents ?? null,
      creditLimit: finance.creditLimit ?? null,
      salaryMode: finance.salaryMode ?? null,
      employmentType: finance.employmentType ?? null,
      totalCurrentEmi: finance.totalCurrentEmi ?? null,
    },
    loanRequest: {
      amount: loan.amount ?? null,
      tenure: loan.tenure ?? null,
      purpose: loan.purpose ?? null,
      purposeRemark: loan.purposeRemark ?? null,
      additionalLoanInfo: loan.additionalLoanInfo ?? null,
    },
    nominees: details.nominees ?? [],
    references,
    bankAccounts: accounts.map((account) => ({
      id: account.id,
      beneficiaryName: account.beneficiaryName,
      bankName: account.bankName,
      ifsc: account.ifsc,
      accountNumberMasked: `XXXX${account.accountNumberLast4}`,
      accountType: account.accountType as ProfileData['bankAccounts'][number]['accountType'],
      purposeType: account.purposeType as ProfileData['bankAccounts'][number]['purposeType'],
      verifiedAt: account.verifiedAt?.toISOString() ?? null,
    })),
  };
}

/** Everything the application rules read about a borrower, in one load. */
export type ApplicationProfile = {
  user: User;
  details: ProfileDetails;
  references: ProfileReference[];
  bankAccounts: BankAccountRow[];
  data: ProfileData;
};

export async function loadApplicationProfile(deps: Deps, userId: string): Promise<ApplicationProfile> {
  const user = await requireUser(deps, userId);
  const row = await findProfileRow(deps.db, userId);
  const details = row?.details ?? {};
  const references = row?.references ?? [];
  const accounts = await listBankAccounts(deps.db, userId);
  return {
    user,
    details,
    references,
    bankAccounts: accounts,
    data: toProfileData(user, details, references, accounts, deps),
  };
}

export async function readProfileData(deps: Deps, userId: string): Promise<ProfileData> {
  return (await loadApplicationProfile(deps, userId)).data;
}

/** A save merges into what is saved: addresses and the finance and loan parts field by field, the rest by key. */
export function mergeDetails(saved: ProfileDetails, update: ProfileDetails): ProfileDetails {
  const merged: ProfileDetails = { ...saved, ...update };
  for (const key of ['address', 'permAddress', 'workAddress', 'financeBasicInfo', 'loanRequest'] as const) {
    if (update[key]) Object.assign(merged, { [key]: { ...saved[key], ...update[key] } });
  }
  return merged;
}

class FieldErrors {
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

const dateMessages = {
  INVALID: messages.validDateRequired,
  AFTER_TODAY: messages.dateAfterToday,
  BEFORE_DOB: messages.dateBeforeDob,
  TOO_OLD: 'Please enter a valid Date Of Birth',
} as const;

const referenceMessages: Record<ReferenceProblem, string> = {
  NAME_INVALID: fill(messages.enterValidField, { label: 'Reference Name' }),
  MOBILE_INVALID: fill(messages.enterValidField, { label: 'Mobile Number' }),
  RELATION_MISSING: messages.selectToContinue,
  MOBILE_IS_OWN: messages.referenceMobileOwn,
  NAME_REPEATED: messages.referenceNameSame,
  MOBILE_REPEATED: messages.referenceMobileSame,
};

/** Rules that read more than one field, or the saved profile, checked on the merged result. */
function checkDetails(
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

function checkReferences(errors: FieldErrors, references: ProfileReference[], ownMobiles: string[]) {
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
      errors.add(`references.${index}.${fieldNames[field]}`, referenceMessages[problem]);
  });
}

function checkBankAccounts(
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
  const numberOf = (purpose: 'NACH' | 'DISBURSAL'): string | undefined => {
    const given = accounts.find((account) => account.purposeType === purpose);
    if (given) return given.accountNumber;
    const stored = saved.find((account) => account.purposeType === purpose);
    return stored && deps.cipher.decrypt(accountNumberContext(stored.id), stored.accountNumberSealed);
  };
  const repayment = numberOf('NACH');
  const disbursal = numberOf('DISBURSAL');
  if (repayment && disbursal && sameAccountNumber(repayment, disbursal)) {
    accounts.forEach((account, index) =>
      errors.add(
        `bankAccounts.${index}.accountNumber`,
        account.purposeType === 'NACH' ? messages.repaymentAccountSame : messages.disbursalAccountSame,
      ),
    );
  }
}

/** Every pincode saved must be one India Post uses (spec 000 §5.2): 'Please Enter Valid Pincode'. */
async function checkPincodes(errors: FieldErrors, update: ProfileDetails, deps: Deps) {
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

const identityLocked = 'Your PAN and date of birth are already on your account and cannot be changed here.';

/**
 * Saves what the body carries and keeps everything else, all in one transaction: the profile row
 * is locked first so concurrent saves merge in turn. Name, PAN and date of birth live on the
 * account; PAN and date of birth can be given once, not changed (they sign the borrower in).
 */
export async function saveProfile(deps: Deps, userId: string, body: SaveProfileBody): Promise<ProfileData> {
  const now = deps.clock.now();
  const today = indianDate(now);
  const user = await requireUser(deps, userId);
  const { name, panNumber, dob, ...update } = body.profileData ?? {};
  const errors = new FieldErrors();

  if (dob !== undefined) {
    if (user.dateOfBirth !== null && user.dateOfBirth !== dob) errors.add('profileData.dob', identityLocked);
    const problem = dobProblem(dob, today);
    if (problem) errors.add('profileData.dob', dateMessages[problem]);
  }
  let panChange: { panSealed: string; panHash: string } | undefined;
  if (panNumber !== undefined) {
    const panHash = deps.cipher.hash(panHashPurpose, panNumber);
    if (user.panHash !== null && user.panHash !== panHash)
      errors.add('profileData.panNumber', identityLocked);
    else if (user.panHash === null) {
      const holder = await findUserIdByPanHash(deps.db, panHash);
      if (holder && holder !== userId)
        throw new AppError('CONFLICT', 'PAN belongs to another account', {
          userMessage: 'Failed to update Pan details!',
          fieldErrors: { 'profileData.panNumber': ['Failed to update Pan details!'] },
        });
      panChange = { panSealed: deps.cipher.encrypt(panContext(userId), panNumber), panHash };
    }
  }
  await checkPincodes(errors, update, deps);
  const accounts = body.bankAccounts ?? [];
  const savedAccounts = accounts.length > 0 ? await listBankAccounts(deps.db, userId) : [];
  checkBankAccounts(errors, accounts, savedAccounts, deps);

  await deps.db.transaction(async (tx) => {
    const row = await lockProfileRow(tx, userId, now);
    const merged = mergeDetails(row.details, update);
    checkDetails(errors, merged, update, dob ?? user.dateOfBirth, today);
    const references = body.references ?? row.references;
    if (body.references) {
      const ownMobiles = [user.mobile ?? '', ...(merged.alternateMobileNumbers ?? [])];
      checkReferences(errors, body.references, ownMobiles);
    }
    errors.throwIfAny();

    await updateProfileRow(tx, userId, { details: merged, references, updatedAt: now });
    if (name !== undefined || dob !== undefined || panChange)
      await updateAccountDetails(tx, userId, {
        ...(name !== undefined && { name }),
        ...(dob !== undefined && { dateOfBirth: dob }),
        ...panChange,
        updatedAt: now,
      });
    for (const account of accounts) {
      const id = randomUUID();
      const number = normaliseAccountNumber(account.accountNumber);
      await upsertBankAccount(tx, {
        id,
        userId,
        purposeType: account.purposeType,
        beneficiaryName: account.beneficiaryName,
        bankName: account.bankName ?? null,
        ifsc: account.ifsc,
        accountNumberSealed: deps.cipher.encrypt(accountNumberContext(id), number),
        accountNumberLast4: number.slice(-4),
        accountNumberHash: deps.cipher.hash(accountHashPurpose, number),
        accountType: account.accountType,
        createdAt: now,
        updatedAt: now,
      });
    }
  });
  return readProfileData(deps, userId);
}
