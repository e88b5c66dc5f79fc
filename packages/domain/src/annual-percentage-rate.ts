import { basisPoints, type BasisPoints, type Paise } from './money.ts';

/**
 * The annual percentage rate of a loan: the monthly internal rate of return of its cash flows
 * (the amount paid out now, the instalments at the end of each month), times twelve, in basis
 * points. Found by bisection, which always converges for a loan that costs something; the
 * floating point stays inside this search and never touches an amount.
 */
export function annualPercentageRate(disbursed: Paise, instalments: readonly Paise[]): BasisPoints {
  if (disbursed <= 0 || instalments.length === 0)
    throw new RangeError('Need a positive payout and instalments');
  return basisPoints(Math.round(monthlyRateOfReturn(disbursed, instalments) * 12 * 10_000));
}

/**
 * The monthly rate at which the instalments are worth `amount` today (0 when they repay no more
 * than it), to full precision: the APR's search, also the rate that splits a flat loan's
 * instalments into interest and principal (the KFS's Annex C).
 */
export function monthlyRateOfReturn(amount: Paise, instalments: readonly Paise[]): number {
  const repaid = instalments.reduce((sum, each) => sum + each, 0);
  if (repaid <= amount) return 0;
  let low = 0;
  let high = 1; // 100% a month: far above any lawful rate
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const rate = (low + high) / 2;
    if (presentValue(instalments, rate) > amount) low = rate;
    else high = rate;
  }
  return (low + high) / 2;
}

/** What the instalments are worth today at a monthly rate. */
export function presentValue(instalments: readonly Paise[], monthlyRate: number): number {
  return instalments.reduce((sum, amount, index) => sum + amount / (1 + monthlyRate) ** (index + 1), 0);
}
