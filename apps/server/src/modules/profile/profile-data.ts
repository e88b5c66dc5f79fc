import type { Profile } from '@kredo/contract/profile';
import type { ProfileData, ProfileReference } from '@kredo/contract/application-profile';

import type { AppDeps } from '../../app-deps.ts';
import { panContext, type User } from '../users/users.service.ts';
import type { BankAccountRow } from './profile.repository.ts';
import type { ProfileDetails } from './profile.schema.ts';

/** How a borrower's account and profile rows read over HTTP: PAN and account numbers masked. */

const maskPan = (pan: string) => `${'X'.repeat(pan.length - 4)}${pan.slice(-4)}`;
const openPan = (user: User, deps: Pick<AppDeps, 'cipher'>) =>
  user.panSealed ? deps.cipher.decrypt(panContext(user.id), user.panSealed) : null;

export function toProfile(user: User, deps: Pick<AppDeps, 'cipher'>): Profile {
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

/** The encryption context of an account number: bound to its row. */
export const accountNumberContext = (accountId: string) => `bank_accounts.account_number:${accountId}`;
export const accountHashPurpose = 'bank-account-number';

const emptyAddress = { house: null, street: null, locality: null, landmark: null, pincode: null };
const addressOut = (address: ProfileDetails['address']) => ({ ...emptyAddress, ...address });

/** The profile data from the account as `toProfile` shows it (its PAN already opened and masked). */
export function toProfileData(
  profile: Profile,
  details: ProfileDetails,
  references: ProfileReference[],
  accounts: BankAccountRow[],
): ProfileData {
  const finance = details.financeBasicInfo ?? {};
  const loan = details.loanRequest ?? {};
  return {
    userId: profile.userId,
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
    assets: [...new Set(details.assets ?? [])],
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
