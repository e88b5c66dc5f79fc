import { compareDates, type IsoDate } from './calendar-date.ts';
import { daysBetween } from './loan-dues.ts';
import type { StatementChannels } from './statement-channels.ts';

/**
 * How each parameter of the credit report is rated from what the product knows of the borrower
 * (docs/decisions.md, "The credit report's score"). What we cannot see rates POOR, the lowest: so
 * sharing more (a statement, the app, a profile detail) never lowers a rating.
 */
export const creditRatings = ['EXCELLENT', 'GOOD', 'AVERAGE', 'POOR'] as const;
export type CreditRating = (typeof creditRatings)[number];

/** POOR 0 up to EXCELLENT 3: a rating's place, for the score and for comparing ratings. */
export const ratingRank: Record<CreditRating, number> = { POOR: 0, AVERAGE: 1, GOOD: 2, EXCELLENT: 3 };

const byRank = ['POOR', 'AVERAGE', 'GOOD', 'EXCELLENT'] as const satisfies readonly CreditRating[];
const lowerOf = (a: CreditRating, b: CreditRating): CreditRating => (ratingRank[a] <= ratingRank[b] ? a : b);

/** The first rating whose threshold `value` reaches (thresholds from EXCELLENT down); else POOR. */
function atLeast(value: number, excellent: number, good: number, average: number): CreditRating {
  if (value >= excellent) return 'EXCELLENT';
  if (value >= good) return 'GOOD';
  if (value >= average) return 'AVERAGE';
  return 'POOR';
}

/** The first rating whose ceiling `value` stays within (ceilings from EXCELLENT up); else POOR. */
function atMost(value: number, excellent: number, good: number, average: number): CreditRating {
  if (value <= excellent) return 'EXCELLENT';
  if (value <= good) return 'GOOD';
  if (value <= average) return 'AVERAGE';
  return 'POOR';
}

/** Parts per 10,000, rounded down, of a non-negative share; 0 of 0 is 0. */
const basisPoints = (part: number, whole: number) => (whole <= 0 ? 0 : Math.floor((part * 10_000) / whole));

export type BureauFacts =
  { kind: 'HIT'; score: number; overdueAccounts: number; enquiriesLast6Months: number } | { kind: 'NO_HIT' };

/** The bureau's score (300-900): 750 up excellent, 700 good, 650 average; an overdue account caps it. */
export function rateBureauScore(bureau: BureauFacts): CreditRating {
  if (bureau.kind === 'NO_HIT') return 'POOR';
  const byScore = atLeast(bureau.score, 750, 700, 650);
  if (bureau.overdueAccounts >= 2) return 'POOR';
  return bureau.overdueAccounts === 1 ? lowerOf(byScore, 'AVERAGE') : byScore;
}

/** Enquiries at the bureau in six months: each is someone asking for credit. */
export function rateCreditEnquiries(bureau: BureauFacts): CreditRating {
  if (bureau.kind === 'NO_HIT') return 'POOR';
  return atMost(bureau.enquiriesLast6Months, 1, 3, 5);
}

/** An instalment of a loan or a bill of a credit line with us: when it was due and when paid in full. */
export type RepaymentDue = { dueDate: IsoDate; paidOn: IsoDate | null };

export type RepaymentRecord = {
  /** Dues that count: fallen due before today, or already paid. */
  counted: number;
  onTime: number;
  /** The most days any counted due was paid after its date, or is unpaid past it. */
  worstDaysLate: number;
  /** Days past due today: the oldest unpaid due's. */
  daysPastDue: number;
};

/** What the borrower's dues with us say, as of `today`. */
export function repaymentRecordOf(dues: readonly RepaymentDue[], today: IsoDate): RepaymentRecord {
  const record: RepaymentRecord = { counted: 0, onTime: 0, worstDaysLate: 0, daysPastDue: 0 };
  for (const due of dues) {
    const fallenDue = compareDates(due.dueDate, today) < 0;
    if (due.paidOn === null && !fallenDue) continue;
    record.counted += 1;
    const late = Math.max(0, daysBetween(due.dueDate, due.paidOn ?? today));
    if (late === 0) record.onTime += 1;
    record.worstDaysLate = Math.max(record.worstDaysLate, late);
    if (due.paidOn === null) record.daysPastDue = Math.max(record.daysPastDue, late);
  }
  return record;
}

/**
 * Repayments on our ledger: every due paid on time is excellent; at least 90% on time, none more
 * than 30 days late and nothing past due is good; at least 70% on time and under 30 days past due
 * today is average. 90 days late once, 30 days past due today, or no dues yet are poor.
 */
export function rateRepaymentHistory(record: RepaymentRecord): CreditRating {
  const { counted, onTime, worstDaysLate, daysPastDue } = record;
  if (counted === 0 || worstDaysLate >= 90 || daysPastDue >= 30) return 'POOR';
  if (onTime === counted) return 'EXCELLENT';
  const share = basisPoints(onTime, counted);
  if (share >= 9_000 && worstDaysLate <= 30 && daysPastDue === 0) return 'GOOD';
  if (share >= 7_000) return 'AVERAGE';
  return 'POOR';
}

/** What an analysed bank statement says; null without one. `channels` null when not read. */
export type StatementFacts = { bouncedPayments: number; channels: StatementChannels | null } | null;

/** Returned mandate debits and cheques on the statement: none excellent, three or more poor. */
export function rateBouncedPayments(statement: StatementFacts): CreditRating {
  if (!statement) return 'POOR';
  return atMost(statement.bouncedPayments, 0, 1, 2);
}

/** Cash taken out against debit card spending, by amount: a quarter or less in cash is excellent. */
export function rateCashWithdrawals(statement: StatementFacts): CreditRating {
  const channels = statement?.channels;
  if (!channels) return 'POOR';
  const { cashWithdrawalPaise: cash, cardSpendPaise: card } = channels;
  return atMost(basisPoints(cash, cash + card), 2_500, 5_000, 7_500);
}

/** Money moved bank to bank against money moved as cash (in and out), by amount. */
export function rateBankTransfers(statement: StatementFacts): CreditRating {
  const channels = statement?.channels;
  if (!channels) return 'POOR';
  const cash = channels.cashWithdrawalPaise + channels.cashDepositPaise;
  if (channels.transferPaise + cash === 0) return 'POOR';
  return atLeast(basisPoints(channels.transferPaise, channels.transferPaise + cash), 9_000, 7_500, 5_000);
}

/** The optional details filled, of those the profile has. */
export function rateProfileCompleteness(profile: { filled: number; total: number }): CreditRating {
  if (profile.total <= 0) return 'POOR';
  return atLeast(basisPoints(profile.filled, profile.total), 10_000, 7_000, 4_000);
}

/** When the mobile app last sent its device data: within 30 days excellent, 90 good, 180 average. */
export function rateAppInstalled(lastSeenOn: IsoDate | null, today: IsoDate): CreditRating {
  if (lastSeenOn === null) return 'POOR';
  return atMost(Math.max(0, daysBetween(lastSeenOn, today)), 30, 90, 180);
}

/** References who know the borrower: three or more excellent, none poor. */
export function rateSoftConnections(references: number): CreditRating {
  return byRank[Math.min(Math.max(references, 0), 3)] ?? 'POOR';
}
