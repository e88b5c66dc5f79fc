import { compareDates, type IsoDate } from './calendar-date.ts';
import { lastCoolingOffDay } from './cooling-off.ts';
import { basisPoints, multiplyPaiseByBasisPoints, paise, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * The referral cashback (spec 002 §2: 'Earn upto INR 500 cashback for each successful disbursal
 * coming from your referral'; §9: 'paid within 30 days of disbursement'), as one table of named
 * numbers (docs/decisions.md 'Referral cashback'). The referrer earns a share of the principal of
 * the referred customer's first disbursal (a term loan's payout, or a credit line's first
 * drawdown), in whole rupees, at most Rs 500; it is paid once that loan's cooling-off period is
 * over, so a loan exited within it earns nothing.
 */
export const referralCashbackRule = {
  /** The share of the first disbursal's principal: 1% (Rs 500 from a principal of Rs 50,000). */
  shareOfPrincipal: basisPoints(100),
  /** 'upto INR 500'. */
  cap: paise(500_00),
  /** The share is rounded down to whole rupees: a cashback of Rs 123.45 is Rs 123. */
  unit: paise(100),
  /** Days from the disbursal by which the cashback is paid. */
  payWithinDays: 30,
  /**
   * Whole days after the cooling-off period's last day before it is paid: an exit paid after
   * midnight on a quote made on the last day (its link lives 30 minutes) has been applied by then.
   */
  clearDaysAfterCoolingOff: 1,
  /** Payouts tried before a cashback whose payouts keep failing is left to operations. */
  payoutAttempts: 3,
  /** Hours between one failed payout and the next attempt. */
  hoursBetweenAttempts: 24,
} as const;

/** The cashback a first disbursal of `principal` earns its referrer: a share, in rupees, capped. */
export function referralCashback(principal: Paise): Paise {
  if (!Number.isSafeInteger(principal) || principal < 0)
    throw new RangeError(`A principal is a whole number of paise, not below zero; got ${principal}`);
  const { shareOfPrincipal, cap, unit } = referralCashbackRule;
  const share = multiplyPaiseByBasisPoints(principal, shareOfPrincipal, 'down');
  return paise(Math.min(cap, share - (share % unit)));
}

export type CashbackSchedule = {
  /** The first day the cashback may be paid: the cooling-off period over, a clear day after. */
  payableOn: IsoDate;
  /** The last day it may be paid within the promise: 30 days from the disbursal. */
  payBy: IsoDate;
};

/** When a cashback earned on a disbursal of `disbursedOn` is paid, for a lender's cooling-off period. */
export function cashbackSchedule(disbursedOn: IsoDate, coolingOffDays: number): CashbackSchedule {
  const { clearDaysAfterCoolingOff, payWithinDays } = referralCashbackRule;
  const payableOn = addDays(
    lastCoolingOffDay({ disbursalDate: disbursedOn, coolingOffDays }),
    1 + clearDaysAfterCoolingOff,
  );
  const payBy = addDays(disbursedOn, payWithinDays);
  if (compareDates(payableOn, payBy) > 0)
    throw new RangeError(`A cooling-off period of ${coolingOffDays} days leaves no day to pay within 30`);
  return { payableOn, payBy };
}

/** Base62: a short code is 16 of these, about 95 bits, so codes cannot be guessed or walked. */
export const referralCodeAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const referralCodeLength = 16;

const codePattern = new RegExp(`^[0-9A-Za-z]{${referralCodeLength}}$`);
export const isReferralCode = (text: string): boolean => codePattern.test(text);

/**
 * A code from random bytes (a CSPRNG's), each byte below 248 giving one character (248 = 4 × 62,
 * so every character is equally likely); the others are skipped. Null when the bytes run out first.
 */
export function referralCodeOf(bytes: Uint8Array): string | null {
  const limit = referralCodeAlphabet.length * Math.floor(256 / referralCodeAlphabet.length);
  let code = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += referralCodeAlphabet[byte % referralCodeAlphabet.length];
    if (code.length === referralCodeLength) return code;
  }
  return null;
}
