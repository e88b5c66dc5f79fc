import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  accrualStep,
  dayInterestNumerator,
  interestToPaisa,
  periodInterest,
  type PrincipalMovement,
} from './credit-line-interest.ts';
import { basisPoints, paise, sumPaise } from './money.ts';

const rate = basisPoints(2_400); // 24% a year
const move = (date: string, amount: number): PrincipalMovement => ({
  date: isoDate(date),
  amount: paise(amount),
});
const january = (movements: PrincipalMovement[], opening = 0) =>
  periodInterest(paise(opening), movements, isoDate('2027-01-01'), isoDate('2027-01-31'), rate);

describe('credit line interest', () => {
  it('runs actual/365 from the drawdown’s own day: Rs 10,000 from 12 Jan at 24% is Rs 131.51 for January', () => {
    const { interest, accruals, closingBalance } = january([move('2027-01-12', 1_000_000)]);
    expect(interest).toBe(13_151); // 10,000 x 24% x 20 / 365 = 131.5068
    expect(accruals.filter((day) => day.amount > 0)[0]?.date).toBe('2027-01-12');
    expect(sumPaise(accruals.map((day) => day.amount))).toBe(interest);
    expect(closingBalance).toBe(1_000_000);
  });

  it('keeps the fractions of a paisa over the month instead of rounding each day', () => {
    // Rs 100 at 24% earns 6.575 paise a day: days rounded alone would give 7 x 31 = 217.
    const { interest, accruals } = january([], 10_000);
    expect(interest).toBe(204); // 203.84
    expect(accruals.slice(0, 4).map((day) => day.amount)).toEqual([7, 6, 7, 6]);
  });

  it('follows the day-end balance as principal is drawn and repaid within the month', () => {
    const { interest } = january([
      move('2027-01-01', 1_000_000),
      move('2027-01-11', 500_000), // 15,000 from the 11th
      move('2027-01-21', -1_500_000), // repaid on the 21st: nothing from that day
    ]);
    // 10,000 x 10 days + 15,000 x 10 days at 24% / 365.
    expect(interest).toBe(interestToPaisa(BigInt(1_000_000 * 10 + 1_500_000 * 10) * 2_400n));
    expect(interest).toBe(16_438); // 164.38
  });

  it('charges nothing for principal drawn and repaid the same day', () => {
    expect(january([move('2027-01-15', 1_000_000), move('2027-01-15', -1_000_000)]).interest).toBe(0);
  });

  it('counts 29 February as one more day at the same daily rate', () => {
    const february = (year: string) =>
      periodInterest(
        paise(1_000_000),
        [],
        isoDate(`${year}-02-01`),
        isoDate(`${year}-02-${year === '2028' ? 29 : 28}`),
        rate,
      );
    expect(february('2027').interest).toBe(18_411); // 28 days: 184.11
    expect(february('2028').interest).toBe(19_068); // 29 days: 190.68
    // A whole leap year on Rs 1,00,000 earns 366/365 of 24%.
    const year = periodInterest(paise(10_000_000), [], isoDate('2028-01-01'), isoDate('2028-12-31'), rate);
    expect(year.interest).toBe(2_406_575); // 24,065.75
  });

  it('books a day as the step between two rounded totals, so the steps add up', () => {
    const day = dayInterestNumerator(paise(10_000), rate);
    expect(accrualStep(0n, day)).toBe(7); // 6.575
    expect(accrualStep(day, 2n * day)).toBe(6); // 13.15 - 6.575
  });

  it('refuses a negative principal', () => {
    expect(() => dayInterestNumerator(paise(-1), rate)).toThrow(RangeError);
    expect(() => january([move('2027-01-10', -1)])).toThrow(RangeError);
  });
});
