import { completedYears, type IsoDate } from './calendar-date.ts';
import type { Paise } from './money.ts';

export const employmentTypes = ['SALARIED', 'SELF_EMPLOYED'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const salaryModes = ['BANK_TRANSFER', 'CHEQUE', 'CASH'] as const;
export type SalaryMode = (typeof salaryModes)[number];

/** What the basic eligibility form asks (spec 000 §5.2), as the rule reads it. */
export type EligibilityFacts = {
  dob: IsoDate;
  employmentType: EmploymentType;
  salaryMode: SalaryMode;
  netMonthlyIncome: Paise;
  /** Total work experience, in months. */
  experienceMonths: number;
};

/** A product's thresholds; ages are completed years, both ends included. */
export type EligibilityPolicy = {
  minAge: number;
  maxAge: number;
  minNetMonthlyIncome: Paise;
  minExperienceMonths: number;
};

export type IneligibilityReason =
  | 'AGE_BELOW_MIN'
  | 'AGE_ABOVE_MAX'
  | 'NOT_SALARIED'
  | 'SALARY_NOT_BY_BANK_TRANSFER'
  | 'INCOME_BELOW_MIN'
  | 'EXPERIENCE_BELOW_MIN';

export type EligibilityDecision = {
  eligible: boolean;
  /** Every rule the facts fail, in the order above; empty when eligible. */
  reasons: IneligibilityReason[];
  /** The age the decision used. */
  age: number;
};

/**
 * Spec 000 §5.2: eligible at age 21-60 (completed years, on `today` in India), salaried, paid by
 * bank transfer, earning at least the product's minimum, with at least 12 months' experience.
 * Every failed rule is reported, so a decision can be explained.
 */
export function assessEligibility(
  facts: EligibilityFacts,
  policy: EligibilityPolicy,
  today: IsoDate,
): EligibilityDecision {
  const age = completedYears(facts.dob, today);
  const reasons: IneligibilityReason[] = [];
  if (age < policy.minAge) reasons.push('AGE_BELOW_MIN');
  if (age > policy.maxAge) reasons.push('AGE_ABOVE_MAX');
  if (facts.employmentType !== 'SALARIED') reasons.push('NOT_SALARIED');
  if (facts.salaryMode !== 'BANK_TRANSFER') reasons.push('SALARY_NOT_BY_BANK_TRANSFER');
  if (facts.netMonthlyIncome < policy.minNetMonthlyIncome) reasons.push('INCOME_BELOW_MIN');
  if (facts.experienceMonths < policy.minExperienceMonths) reasons.push('EXPERIENCE_BELOW_MIN');
  return { eligible: reasons.length === 0, reasons, age };
}
