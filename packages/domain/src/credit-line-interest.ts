import { divideRounded } from './bigint-division.ts';
import { compareDates, type IsoDate } from './calendar-date.ts';
import { BASIS_POINTS_PER_UNIT, paise, type BasisPoints, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * Interest on a credit line: simple, each day on the principal drawn at that day's end, at the
 * annual rate over 365 (actual/365 fixed). A drawdown earns interest from its own day and a
 * repayment stops it from its own day, so principal drawn and repaid the same day earns none
 * (the convenience fee is what such a day costs). 29 February is a day like any other: a leap year
 * earns 366/365 of the rate, as the day count reads and as the cooling-off payoff counts (on 365
 * days). The term loans' accrual (loan-accrual.ts) is not comparable: it spreads a flat,
 * scheduled interest over a period's days and has no year basis.
 *
 * No fraction of a paisa is lost over a bill period: the period's interest is kept exactly, as a
 * numerator over 10,000 x 365 (paise x basis points x days), and rounded once, half up, when the
 * bill is made. A day's accrual, what the close of business books, is the step between the
 * period's rounded totals before and after the day (as loan-accrual.ts books a day), so a
 * period's accruals add up to its bill's interest to the paisa.
 */

export const daysInInterestYear = 365;
const denominator = BigInt(BASIS_POINTS_PER_UNIT) * BigInt(daysInInterestYear);

/** A day's exact interest on `balance`, as a numerator over 10,000 x 365. */
export function dayInterestNumerator(balance: Paise, annualRate: BasisPoints): bigint {
  if (!Number.isSafeInteger(balance) || balance < 0)
    throw new RangeError(`Interest runs on a whole, non-negative principal; got ${balance}`);
  return BigInt(balance) * BigInt(annualRate);
}

/** Exact interest to the paisa, half up: 13,150.68 paise is 13,151. */
export function interestToPaisa(numerator: bigint): Paise {
  return paise(Number(divideRounded(numerator, denominator, 'half-up')));
}

/** The accrual of the day that takes the period's exact interest from `before` to `after`. */
export function accrualStep(before: bigint, after: bigint): Paise {
  return paise(interestToPaisa(after) - interestToPaisa(before));
}

/** Principal drawn (positive) or repaid (negative) on a date. */
export type PrincipalMovement = { date: IsoDate; amount: Paise };
export type DayAccrual = { date: IsoDate; amount: Paise };
export type PeriodInterest = { interest: Paise; accruals: DayAccrual[]; closingBalance: Paise };

/**
 * A bill period's interest worked out from its movements alone: the principal at the start of
 * `from`, then each day's end balance after that day's movements, through `through`. Movements
 * outside the period are ignored. The same rule the line's close of business applies one day
 * at a time (credit-line.ts); tests hold each against the other.
 */
export function periodInterest(
  openingBalance: Paise,
  movements: readonly PrincipalMovement[],
  from: IsoDate,
  through: IsoDate,
  annualRate: BasisPoints,
): PeriodInterest {
  let balance: number = openingBalance;
  let numerator = 0n;
  const accruals: DayAccrual[] = [];
  for (let day = from; compareDates(day, through) <= 0; day = addDays(day, 1)) {
    for (const movement of movements) if (movement.date === day) balance += movement.amount;
    const after = numerator + dayInterestNumerator(paise(balance), annualRate);
    accruals.push({ date: day, amount: accrualStep(numerator, after) });
    numerator = after;
  }
  return { interest: interestToPaisa(numerator), accruals, closingBalance: paise(balance) };
}
