import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { addDays, addWorkingDays, defaultBankHolidays, isWorkingDay } from './working-days.ts';

const after = (date: string, n: number, holidays = defaultBankHolidays) =>
  addWorkingDays(isoDate(date), n, holidays);

describe('isWorkingDay', () => {
  it('closes Sundays and the second and fourth Saturdays, not the first, third or fifth', () => {
    expect(isWorkingDay(isoDate('2026-11-01'))).toBe(false); // Sunday
    expect(isWorkingDay(isoDate('2026-11-07'))).toBe(true); // first Saturday
    expect(isWorkingDay(isoDate('2026-11-14'))).toBe(false); // second
    expect(isWorkingDay(isoDate('2026-11-21'))).toBe(true); // third
    expect(isWorkingDay(isoDate('2026-11-28'))).toBe(false); // fourth
    expect(isWorkingDay(isoDate('2026-08-29'))).toBe(true); // fifth
    expect(isWorkingDay(isoDate('2026-11-24'))).toBe(true); // a Tuesday
  });

  it('closes the listed holidays, and only those', () => {
    expect(isWorkingDay(isoDate('2026-10-02'))).toBe(false); // Gandhi Jayanti, a Friday
    expect(isWorkingDay(isoDate('2026-10-02'), [])).toBe(true);
    expect(isWorkingDay(isoDate('2026-11-24'), [isoDate('2026-11-24')])).toBe(false);
  });
});

describe('addWorkingDays', () => {
  it('counts working days after the date, never the date itself', () => {
    expect(after('2026-11-24', 3)).toBe('2026-11-27');
    expect(after('2026-11-22', 1)).toBe('2026-11-23'); // from a Sunday
  });

  it('steps over a closed Saturday and Sunday', () => {
    expect(after('2026-11-13', 1)).toBe('2026-11-16'); // Friday before the second Saturday
    expect(after('2026-11-06', 1)).toBe('2026-11-07'); // the first Saturday is open
  });

  it('steps over holidays next to a weekend', () => {
    expect(after('2026-01-23', 1)).toBe('2026-01-27'); // fourth Saturday, Sunday, Republic Day
    expect(after('2026-12-24', 1)).toBe('2026-12-28'); // Christmas, then the fourth Saturday
    expect(after('2026-12-24', 1, [])).toBe('2026-12-25');
    expect(after('2027-03-25', 1)).toBe('2027-03-29'); // Good Friday, then the fourth Saturday
  });

  it('crosses the year’s end', () => {
    expect(after('2026-12-31', 2)).toBe('2027-01-02'); // 1 Jan, then the first Saturday
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(() => after('2026-11-24', 0)).toThrow(RangeError);
    expect(() => after('2026-11-24', 1.5)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('moves across months, leap days and back', () => {
    expect(addDays(isoDate('2028-02-28'), 1)).toBe('2028-02-29');
    expect(addDays(isoDate('2027-01-01'), -1)).toBe('2026-12-31');
  });
});
