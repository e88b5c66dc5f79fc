import type { IsoDate } from './calendar-date.ts';
import {
  rateAppInstalled,
  rateBankTransfers,
  rateBouncedPayments,
  rateBureauScore,
  rateCashWithdrawals,
  rateCreditEnquiries,
  rateProfileCompleteness,
  rateRepaymentHistory,
  rateSoftConnections,
  ratingRank,
  repaymentRecordOf,
  type BureauFacts,
  type CreditRating,
  type RepaymentDue,
  type StatementFacts,
} from './credit-score-ratings.ts';

export { creditRatings, type CreditRating } from './credit-score-ratings.ts';

/**
 * The credit report's score (spec 002 §2, §3): each parameter rated EXCELLENT, GOOD, AVERAGE or
 * POOR from what the product knows of the borrower, and a total of 0-100 weighted over them.
 * The Quantitative parameters are the screen's Primary block, the Qualitative its Secondary block.
 */
export const quantitativeParameters = [
  'Bureau Score',
  'Repayment History',
  'Bounced Payments',
  'Cash Withdrawals',
  'Bank Transfers',
] as const;
export const qualitativeParameters = [
  'Profile Completeness',
  'App Installed',
  'Credit Enquiries',
  'Soft Connections',
] as const;
export type QuantitativeParameter = (typeof quantitativeParameters)[number];
export type QualitativeParameter = (typeof qualitativeParameters)[number];
export type CreditParameter = QuantitativeParameter | QualitativeParameter;

/**
 * Each parameter's weight in the total; they add up to 100. 'Soft Connections' (the references
 * given) is reported but weighs nothing: the screen hides it (spec 002 §2), and a score should
 * move only with what the borrower can see.
 */
export const parameterWeights: Record<CreditParameter, number> = {
  'Bureau Score': 30,
  'Repayment History': 25,
  'Bounced Payments': 10,
  'Cash Withdrawals': 8,
  'Bank Transfers': 7,
  'Profile Completeness': 8,
  'App Installed': 5,
  'Credit Enquiries': 7,
  'Soft Connections': 0,
};

/** The spec's rating to percent, for each parameter's bar: EXCELLENT 100, GOOD 75, AVERAGE 50, else 25. */
export function ratingPercent(rating: string): number {
  if (rating === 'EXCELLENT') return 100;
  if (rating === 'GOOD') return 75;
  if (rating === 'AVERAGE') return 50;
  return 25;
}

/** Everything the score reads, gathered by the server; no identifier, only facts. */
export type CreditFacts = {
  today: IsoDate;
  bureau: BureauFacts;
  /** Every instalment of the borrower's loans and bill of their credit lines with us. */
  repayments: readonly RepaymentDue[];
  statement: StatementFacts;
  profile: { filled: number; total: number };
  /** The day the mobile app last sent device data; null if it never did. */
  appLastSeenOn: IsoDate | null;
  references: number;
};

export type CreditScore = {
  totalScore: number;
  quantitative: Record<QuantitativeParameter, CreditRating>;
  qualitative: Record<QualitativeParameter, CreditRating>;
};

/** The ratings and their weighted total: POOR counts 0 and EXCELLENT 3, scaled to 0-100. */
export function creditScoreOf(facts: CreditFacts): CreditScore {
  const quantitative: CreditScore['quantitative'] = {
    'Bureau Score': rateBureauScore(facts.bureau),
    'Repayment History': rateRepaymentHistory(repaymentRecordOf(facts.repayments, facts.today)),
    'Bounced Payments': rateBouncedPayments(facts.statement),
    'Cash Withdrawals': rateCashWithdrawals(facts.statement),
    'Bank Transfers': rateBankTransfers(facts.statement),
  };
  const qualitative: CreditScore['qualitative'] = {
    'Profile Completeness': rateProfileCompleteness(facts.profile),
    'App Installed': rateAppInstalled(facts.appLastSeenOn, facts.today),
    'Credit Enquiries': rateCreditEnquiries(facts.bureau),
    'Soft Connections': rateSoftConnections(facts.references),
  };
  const rated: Array<[CreditParameter, CreditRating]> = [
    ...(Object.entries(quantitative) as Array<[QuantitativeParameter, CreditRating]>),
    ...(Object.entries(qualitative) as Array<[QualitativeParameter, CreditRating]>),
  ];
  let points = 0;
  let weights = 0;
  for (const [parameter, rating] of rated) {
    points += parameterWeights[parameter] * ratingRank[rating];
    weights += parameterWeights[parameter];
  }
  return { totalScore: Math.round((points * 100) / (weights * 3)), quantitative, qualitative };
}

/** The gauge's five segments, each a fifth of 0-100: which one a score falls in (0-4). */
export function scoreSegment(totalScore: number): number {
  return Math.min(4, Math.max(0, Math.floor(totalScore / 20)));
}
