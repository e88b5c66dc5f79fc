import { basisPoints, type BasisPoints, type Paise } from './money.ts';

/**
 * The annual percentage rate of a loan: the monthly internal rate of return of its cash flows
 * (the amount paid out now, the instalments at the end of each month), times twelve, in basis
 * points. Found by bisection, which always converges for a loan that costs something; the
 * floating point stays inside this search and never touches an amount.
 */
export function annualPercentageRate(disbursed: Paise, instalments: readonly Paise[]): BasisPoints {
  const repaid = instalments.reduce((sum, amount) => sum + amount, 0);
  if (disbursed <= 0 || instalments.length === 0)
    throw new RangeError('Need a positive payout and instalments');
  if (repaid <= disbursed) return basisPoints(0);
  let low = 0;
  let high = 1; // 100% a month: far above any lawful rate
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const rate = (low + high) / 2;
    if (presentValue(instalments, rate) > disbursed) low = rate;
    else high = rate;
  }
  return basisPoints(Math.round(((low + high) / 2) * 12 * 10_000));
}

/** What the instalments are worth today at a monthly rate. */
export function presentValue(instalments: readonly Paise[], monthlyRate: number): number {
  return instalments.reduce((sum, amount, index) => sum + amount / (1 + monthlyRate) ** (index + 1), 0);
}
