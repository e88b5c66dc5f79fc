import { isoDate } from './calendar-date.ts';
import { standardOfferPricing } from './loan-offer.ts';
import { paise, type Paise } from './money.ts';
import type { BureauReport, UnderwritingInput } from './underwriting-types.ts';

/** Whole rupees to paise, for readable fixtures. */
export const rupees = (amount: number): Paise => paise(amount * 100);

/** The personal loan's boundary: Rs 25,001 to Rs 4 lacs, 3 to 12 months in 3-month steps. */
export const personalLoan: UnderwritingInput['product'] = {
  amountRange: [rupees(25_001), rupees(400_000)],
  tenureMonths: { min: 3, max: 12, step: 3 },
  eligibility: { minAge: 21, maxAge: 60, minNetMonthlyIncome: rupees(25_000), minExperienceMonths: 12 },
  pricing: standardOfferPricing,
};

/** A clean file: score 760, one EMI of Rs 4,000, nothing overdue. */
export const goodBureau: Extract<BureauReport, { kind: 'HIT' }> = {
  kind: 'HIT',
  score: 760,
  accounts: 4,
  activeAccounts: 2,
  outstanding: rupees(80_000),
  accountsWithEmi: 1,
  monthlyEmi: rupees(4_000),
  overdueAccounts: 0,
  enquiriesLast6Months: 1,
};

/**
 * An applicant every rule approves: 36, salaried, Rs 60,000 declared and Rs 58,000 in a clean
 * six-month statement, Rs 5,000 of EMIs, asking Rs 1 lac over 12 months (EMI Rs 10,833.34 of
 * the Rs 24,000 allowed). Overrides replace whole top-level parts.
 */
export function goodApplicant(overrides: Partial<UnderwritingInput> = {}): UnderwritingInput {
  return {
    today: isoDate('2026-11-15'),
    flow: 'main',
    product: personalLoan,
    applicant: {
      dob: isoDate('1990-05-15'),
      employmentType: 'SALARIED',
      salaryMode: 'BANK_TRANSFER',
      netMonthlyIncome: rupees(60_000),
      experienceMonths: 48,
      declaredMonthlyEmi: rupees(5_000),
    },
    request: { amount: rupees(100_000), tenureMonths: 12 },
    bureau: goodBureau,
    statement: {
      monthsCovered: 6,
      salaryCreditMonths: 6,
      monthlyIncome: rupees(58_000),
      averageBalance: rupees(20_000),
      bouncedPayments: 0,
    },
    documents: { selfie: 'CLEAR', pan: 'CLEAR' },
    kyc: { mode: 'OKYC', nameMatches: true },
    addresses: { residence: 'VERIFIED', permanent: 'VERIFIED', work: 'VERIFIED' },
    bankAccounts: { disbursal: true, nach: true },
    referencesCount: 2,
    ...overrides,
  };
}
