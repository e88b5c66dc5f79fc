import type { IsoDate } from './calendar-date.ts';
import type { EligibilityFacts, EligibilityPolicy } from './eligibility.ts';
import type { IncompleteInfoSubStatus } from './incomplete-info.ts';
import type { OfferPricing, PricedOffer } from './loan-offer.ts';
import type { Paise } from './money.ts';

/** What the credit bureau knows of the applicant; NO_HIT when it has no file at all. */
export type BureauReport =
  | {
      kind: 'HIT';
      score: number;
      accounts: number;
      activeAccounts: number;
      outstanding: Paise;
      accountsWithEmi: number;
      monthlyEmi: Paise;
      overdueAccounts: number;
      enquiriesLast6Months: number;
    }
  | { kind: 'NO_HIT' };

/** What the bank statement analysis found (statement-analysis.ts). */
export type StatementFacts = {
  monthsCovered: number;
  salaryCreditMonths: number;
  monthlyIncome: Paise;
  averageBalance: Paise;
  bouncedPayments: number;
};

export type DocumentCheck = 'CLEAR' | 'UNCLEAR' | 'MISSING';
export type AddressCheck = 'VERIFIED' | 'MISMATCH' | 'INCOMPLETE';

/** Everything the automatic decision reads; the server stores it beside the decision. */
export type UnderwritingInput = {
  today: IsoDate;
  flow: 'main' | 'v3';
  product: {
    amountRange: readonly [Paise, Paise];
    tenureMonths: { min: number; max: number; step: number };
    eligibility: EligibilityPolicy;
    pricing: OfferPricing;
  };
  applicant: EligibilityFacts & { declaredMonthlyEmi: Paise };
  request: { amount: Paise; tenureMonths: number };
  bureau: BureauReport;
  statement: StatementFacts | null;
  documents: { selfie: DocumentCheck; pan: DocumentCheck };
  kyc: { mode: 'OKYC' | 'KYC_DIGI_LOCKER' | 'SCAN' | 'APPOINTMENT' | null; nameMatches: boolean | null };
  addresses: { residence: AddressCheck; permanent: AddressCheck; work: AddressCheck };
  bankAccounts: { disbursal: boolean; nach: boolean };
  referencesCount: number;
};

export type DecisionOutcome = 'APPROVE' | 'REJECT' | 'INCOMPLETE_INFO' | 'REFER';

/** A rule that fired: a machine code and a sentence with the figures, for staff and the record. */
export type DecisionReason = { code: string; detail: string };

export type UnderwritingDecision = {
  outcome: DecisionOutcome;
  /** What the borrower is asked for, in the spec's order; empty unless the outcome is INCOMPLETE_INFO. */
  subStatuses: IncompleteInfoSubStatus[];
  /** Every rule that fired, the deciding ones first (REJECT, then INCOMPLETE_INFO, then REFER). */
  reasons: DecisionReason[];
  /** The numbers the rules used; -1 where there was nothing to read (no bureau file, no statement). */
  figures: Record<string, number>;
  /** APPROVE: the offer; REFER: the suggested offer if capacity allows; else null. */
  offer: PricedOffer | null;
  policyVersion: string;
};
