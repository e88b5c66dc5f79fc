import { defaultPartner, partners } from '@kredo/contract/partners';
import type { ApplicationFacts } from '@kredo/domain/application-steps';
import { indianDate, isIsoDate, type IsoDate } from '@kredo/domain/calendar-date';
import {
  assessEligibility,
  type EligibilityDecision,
  type IneligibilityReason,
} from '@kredo/domain/eligibility';
import type { Paise } from '@kredo/domain/money';

import type { AppDeps } from '../../app-deps.ts';
import { usableStatementsCount } from '../bank-statements/bank-statements.service.ts';
import { findPincode } from '../directory/directory.service.ts';
import { productsOfBrand, type ProductDefinition } from '../loan-products/loan-products.service.ts';
import { loadApplicationProfile, type ApplicationProfile } from '../profile/profile.service.ts';

/**
 * Where a borrower stands: each product of their brand judged on the basic eligibility answers
 * and the pincode, the values the application form's fields hold, and the facts its steps read.
 */

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

/** The brand a borrower came through: the partner whose sourcing code the account carries. */
function brandOf(profile: ApplicationProfile): string {
  const code = profile.user.sourcingCode;
  return partners.find((partner) => partner.sourcingCode === code)?.id ?? defaultPartner.id;
}

export type ProductVerdict = {
  product: ProductDefinition;
  decision: EligibilityDecision | undefined;
  serviceable: boolean | undefined;
};

/** A borrower's standing: each product of their brand judged on the basic eligibility answers and pincode. */
export type Standing = {
  profile: ApplicationProfile;
  today: IsoDate;
  verdicts: ProductVerdict[];
  /** null until every basic eligibility answer is given. */
  eligibility: { eligible: boolean; reasons: IneligibilityReason[] } | null;
  /** null until a current address pincode is given. */
  isServiceable: boolean | null;
};

export async function standingOf(deps: Deps, userId: string): Promise<Standing> {
  const profile = await loadApplicationProfile(deps, userId);
  const pincode = profile.details.address?.pincode;
  const place = pincode ? await findPincode(deps.db, pincode) : undefined;
  return standingFrom(profile, place?.state, indianDate(deps.clock.now()));
}

/**
 * The standing from a loaded profile and the state of its current address's pincode (undefined
 * when there is no pincode or the directory does not know it).
 */
export function standingFrom(
  profile: ApplicationProfile,
  placeState: string | undefined,
  today: IsoDate,
): Standing {
  const { details, user } = profile;
  const finance = details.financeBasicInfo ?? {};
  const pincode = details.address?.pincode;
  const dob = user.dateOfBirth;
  const answered =
    dob !== null &&
    isIsoDate(dob) &&
    finance.employmentType !== undefined &&
    finance.salaryMode !== undefined &&
    finance.netMonthlyIncome !== undefined &&
    details.workExperienceMonths !== undefined;

  const verdicts = productsOfBrand(brandOf(profile)).map((product): ProductVerdict => ({
    product,
    decision: answered
      ? assessEligibility(
          {
            dob,
            employmentType: finance.employmentType!,
            salaryMode: finance.salaryMode!,
            netMonthlyIncome: finance.netMonthlyIncome! as Paise,
            experienceMonths: details.workExperienceMonths!,
          },
          product.eligibility,
          today,
        )
      : undefined,
    serviceable: pincode
      ? placeState !== undefined && !product.excludedStates.includes(placeState)
      : undefined,
  }));
  const eligible = verdicts.some((verdict) => verdict.decision?.eligible);
  return {
    profile,
    today,
    verdicts,
    eligibility: answered
      ? {
          eligible,
          reasons: eligible
            ? []
            : [...new Set(verdicts.flatMap((verdict) => verdict.decision?.reasons ?? []))],
        }
      : null,
    isServiceable: pincode ? verdicts.some((verdict) => verdict.serviceable) : null,
  };
}

const valueAt = (source: unknown, path: readonly string[]): string | number | null => {
  let value: unknown = source;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** A field identifier's value in the borrower's profile, documents and accounts. */
export function valueOf(profile: ApplicationProfile, documentTypes: readonly string[]) {
  return (identifier: string): string | number | null => {
    const [head, ...rest] = identifier.split('.');
    if (head === 'documents') return documentTypes.includes(rest[0] ?? '') ? (rest[0] ?? null) : null;
    if (head === 'bankAccounts') {
      const account = profile.data.bankAccounts.find((candidate) => candidate.purposeType === rest[0]);
      if (!account) return null;
      return rest[1] === 'accountNumber' ? account.accountNumberMasked : valueAt(account, rest.slice(1));
    }
    if (head === 'panNumber') return profile.data.panNumberMasked;
    return valueAt(profile.data, [head ?? '', ...rest]);
  };
}

export async function stepFacts(
  deps: Deps,
  standing: Standing,
  documentTypes: string[],
): Promise<ApplicationFacts> {
  return factsOf(standing, documentTypes, await usableStatementsCount(deps.db, standing.profile.user.id));
}

/** The facts the application's steps read, from the standing, the document types and the usable statements. */
export function factsOf(
  standing: Standing,
  documentTypes: string[],
  bankStatementsCount: number,
): ApplicationFacts {
  const { data, user } = standing.profile;
  return {
    eligible: standing.eligibility?.eligible === true && standing.isServiceable === true,
    mobileVerified: user.mobileOtpVerified,
    name: data.name,
    panNumber: data.panNumberMasked,
    mobile: data.mobile,
    dob: data.dob,
    gender: data.gender,
    fatherOrSpouseName: data.fatherOrSpouseName,
    mothersName: data.mothersName,
    education: data.education,
    numDependents: data.financeBasicInfo.numDependents,
    relationshipStatus: data.relationshipStatus,
    residentType: data.residentType,
    resTenure: data.resTenure,
    address: data.address,
    permAddress: data.permAddress,
    currentEmployer: data.currentEmployer,
    designation: data.designation,
    duration: data.duration,
    workExperienceMonths: data.workExperienceMonths,
    workAddress: data.workAddress,
    loanAmount: data.loanRequest.amount,
    loanTenureMonths: data.loanRequest.tenure,
    loanPurpose: data.loanRequest.purpose,
    referencesCount: data.references.length,
    documentTypes,
    bankStatementsCount,
  };
}
