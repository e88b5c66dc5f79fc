import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { accrualFor, accrualPeriods, interestAccruedThrough } from './loan-accrual.ts';
import { scheduledLoan } from './loan-servicing-test-kit.ts';
import { sumPaise } from './money.ts';

// The reference loan: Rs 1,00,000 at 2.5% flat a month over 12 months, disbursed 24 Nov 2026,
// due on the 5th: the first period runs 42 days to 5 Jan 2027 and earns Rs 4,286.89.
const loan = scheduledLoan(10_000_000, 12, 250, '2026-11-24');
const through = (date: string) => interestAccruedThrough(loan.schedule, loan.disbursalDate, isoDate(date));
const totalInterest = sumPaise(loan.schedule.map((row) => row.interest));

describe('interest accrual', () => {
  it('earns each period’s interest evenly over its days, half up to the paisa', () => {
    expect(accrualPeriods(loan.schedule, loan.disbursalDate)[0]).toMatchObject({
      start: '2026-11-24',
      days: 42,
    });
    expect(through('2026-11-24')).toBe(0);
    expect(through('2026-11-25')).toBe(10_207); // 4,286.89 / 42 = 102.0688
    expect(through('2026-12-24')).toBe(306_206); // 30 of 42 days
    expect(through('2027-01-05')).toBe(428_689);
    // The second period: 31 days to 5 Feb, Rs 4,006.24.
    expect(accrualFor(loan.schedule, loan.disbursalDate, isoDate('2027-01-06'))).toBe(12_923);
  });

  it('has earned everything by the last due date, nothing before disbursal and nothing after the end', () => {
    expect(through('2027-12-05')).toBe(totalInterest);
    expect(through('2030-01-01')).toBe(totalInterest);
    expect(through('2026-01-01')).toBe(0);
    expect(accrualFor(loan.schedule, loan.disbursalDate, isoDate('2027-12-06'))).toBe(0);
  });

  it('books a day’s accrual as the step between two cumulative amounts, never drifting', () => {
    expect(accrualFor(loan.schedule, loan.disbursalDate, isoDate('2026-11-25'))).toBe(10_207);
    expect(accrualFor(loan.schedule, loan.disbursalDate, isoDate('2026-11-26'))).toBe(20_414 - 10_207);
  });

  it('refuses a schedule whose instalment falls due on or before its period’s start', () => {
    expect(() => interestAccruedThrough(loan.schedule, isoDate('2027-01-05'), isoDate('2027-01-05'))).toThrow(
      RangeError,
    );
  });
});
