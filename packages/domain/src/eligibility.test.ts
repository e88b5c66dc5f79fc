import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate } from './calendar-date.ts';
import {
  assessEligibility,
  employmentTypes,
  salaryModes,
  type EligibilityFacts,
  type EligibilityPolicy,
} from './eligibility.ts';
import { paise } from './money.ts';

const today = isoDate('2026-11-21');
const policy: EligibilityPolicy = {
  minAge: 21,
  maxAge: 60,
  minNetMonthlyIncome: paise(15_000_00),
  minExperienceMonths: 12,
};
const asha: EligibilityFacts = {
  dob: isoDate('1990-05-15'),
  employmentType: 'SALARIED',
  salaryMode: 'BANK_TRANSFER',
  netMonthlyIncome: paise(45_000_00),
  experienceMonths: 60,
};

describe('assessEligibility', () => {
  it('finds a salaried borrower paid by bank transfer eligible', () => {
    expect(assessEligibility(asha, policy, today)).toEqual({ eligible: true, reasons: [], age: 36 });
  });

  it.each([
    ['turns 21 tomorrow', { dob: isoDate('2005-11-22') }, ['AGE_BELOW_MIN']],
    ['turned 21 today', { dob: isoDate('2005-11-21') }, []],
    ['is 60 until tomorrow', { dob: isoDate('1965-11-22') }, []],
    ['turned 61 today', { dob: isoDate('1965-11-21') }, ['AGE_ABOVE_MAX']],
    ['is self-employed', { employmentType: 'SELF_EMPLOYED' }, ['NOT_SALARIED']],
    ['is paid by cheque', { salaryMode: 'CHEQUE' }, ['SALARY_NOT_BY_BANK_TRANSFER']],
    ['is paid in cash', { salaryMode: 'CASH' }, ['SALARY_NOT_BY_BANK_TRANSFER']],
    ['earns a paisa under the minimum', { netMonthlyIncome: paise(15_000_00 - 1) }, ['INCOME_BELOW_MIN']],
    ['earns exactly the minimum', { netMonthlyIncome: paise(15_000_00) }, []],
    ['has 11 months of experience', { experienceMonths: 11 }, ['EXPERIENCE_BELOW_MIN']],
    ['has 12 months of experience', { experienceMonths: 12 }, []],
    [
      'fails every rule',
      {
        dob: isoDate('2010-01-01'),
        employmentType: 'SELF_EMPLOYED',
        salaryMode: 'CASH',
        netMonthlyIncome: paise(0),
        experienceMonths: 0,
      },
      [
        'AGE_BELOW_MIN',
        'NOT_SALARIED',
        'SALARY_NOT_BY_BANK_TRANSFER',
        'INCOME_BELOW_MIN',
        'EXPERIENCE_BELOW_MIN',
      ],
    ],
  ] as const)('says why when the borrower %s', (_, change, reasons) => {
    const decision = assessEligibility({ ...asha, ...change }, policy, today);
    expect(decision.reasons).toEqual(reasons);
    expect(decision.eligible).toBe(reasons.length === 0);
  });

  const facts = fc.record({
    dob: fc
      .date({
        min: new Date('1940-01-01T00:00:00Z'),
        max: new Date('2020-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => isoDate(date.toISOString().slice(0, 10))),
    employmentType: fc.constantFrom(...employmentTypes),
    salaryMode: fc.constantFrom(...salaryModes),
    netMonthlyIncome: fc.integer({ min: 0, max: 10_00_000_00 }).map(paise),
    experienceMonths: fc.integer({ min: 0, max: 600 }),
  });

  it('is eligible exactly when no rule fails, and more income or experience never hurts', () => {
    fc.assert(
      fc.property(
        facts,
        fc.integer({ min: 0, max: 1_00_000_00 }),
        fc.integer({ min: 0, max: 120 }),
        (f, more, months) => {
          const decision = assessEligibility(f, policy, today);
          expect(decision.eligible).toBe(decision.reasons.length === 0);
          const richer = assessEligibility(
            {
              ...f,
              netMonthlyIncome: paise(f.netMonthlyIncome + more),
              experienceMonths: f.experienceMonths + months,
            },
            policy,
            today,
          );
          expect(richer.reasons.every((reason) => decision.reasons.includes(reason))).toBe(true);
        },
      ),
    );
  });
});
