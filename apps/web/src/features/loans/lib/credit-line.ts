import { creditLineNocLenderIds } from '@kredo/contract/credit-lines';
import type { UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { daysBetween } from '@kredo/domain/loan-dues';
import { sumPaise, type Paise } from '@kredo/domain/money';
import { isLoanClosed } from './loan-notices';

/**
 * Where a credit line stands (spec 001 §2.10): active lines are repaid and drawn; an expired one
 * (its tenure over) is only repaid; a closed one offers its NOC or customer support.
 */
export type CreditLineState = 'active' | 'expired' | 'closed';

export function creditLineState(line: UserLoan): CreditLineState {
  if (isLoanClosed(line)) return 'closed';
  return line.is_expired ? 'expired' : 'active';
}

/** The flag the withdraw screen's success adds to the details route (spec 001 §4.9). */
export const WITHDRAWN_PARAM = 'withdraw';

export type CreditLineFigures = {
  limit: Paise;
  outstanding: Paise;
  available: Paise;
  /** The last day the line may be drawn; undefined when the server gave none. */
  expiresOn: IsoDate | undefined;
  suspended: boolean;
};

/**
 * The line's figures: the server's `credit_line` where it sends one; else the spec's own fields,
 * the limit the loan amount and the outstanding what the bills still ask for.
 */
export function creditLineFigures(line: UserLoan): CreditLineFigures {
  const own = line.credit_line;
  return {
    limit: (own?.limit ?? line.state.loan_detail.loanDetail.amount) as Paise,
    outstanding: own ? (own.outstanding as Paise) : sumPaise(line.bills.map((bill) => bill.balance as Paise)),
    available: (line.available_limit ?? 0) as Paise,
    expiresOn: own ? (own.expiresOn as IsoDate) : undefined,
    suspended: own?.suspended ?? false,
  };
}

/** A line this many days or fewer from its last day says when it expires. */
export const EXPIRY_NOTICE_DAYS = 30;

export type ExpiryNotice = { kind: 'matured' } | { kind: 'expiresSoon'; on: IsoDate } | null;

/**
 * What the details say of the line's end (spec 001 §4.9): 'Your loan is matured' once expired and
 * not closed; its last day when that is 30 days away or fewer; nothing otherwise.
 */
export function expiryNotice(line: UserLoan, today: IsoDate): ExpiryNotice {
  const state = creditLineState(line);
  if (state === 'closed') return null;
  if (state === 'expired') return { kind: 'matured' };
  const { expiresOn } = creditLineFigures(line);
  if (expiresOn === undefined) return null;
  const days = daysBetween(today, expiresOn);
  return days >= 0 && days <= EXPIRY_NOTICE_DAYS ? { kind: 'expiresSoon', on: expiresOn } : null;
}

export type LineTransaction = UserLoan['soa_txns'][number];

/**
 * Newest first by date (spec 001 §4.9); within a day the server's order, which lists the newer
 * first (it knows the time of each).
 */
export function transactionsNewestFirst(transactions: readonly LineTransaction[]): LineTransaction[] {
  return transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) => b.transaction.date.localeCompare(a.transaction.date) || a.index - b.index)
    .map(({ transaction }) => transaction);
}

export function offersNoc(line: UserLoan): boolean {
  return creditLineNocLenderIds.includes(line.state.loan_detail.loanDetail.lenderId);
}
