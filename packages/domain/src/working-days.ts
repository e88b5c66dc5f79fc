import { isoDate, parseIsoDate, type IsoDate } from './calendar-date.ts';

/**
 * Bank working days in India: Sundays and the second and fourth Saturdays of a month are closed
 * (RBI, since September 2015), as is every date on the holiday list passed in.
 */

/**
 * Bank holidays observed across India in 2026 and 2027, the default calendar. It is data, not a
 * rule: pass the lender's own list (state holidays, holidays RBI declares late) where it differs.
 * The three national holidays, plus Good Friday and Christmas, which every state's list under the
 * Negotiable Instruments Act carries; festivals whose date or observance varies by state are left
 * to the configured list.
 */
export const defaultBankHolidays: readonly IsoDate[] = [
  '2026-01-26', // Republic Day
  '2026-04-03', // Good Friday
  '2026-08-15', // Independence Day
  '2026-10-02', // Gandhi Jayanti
  '2026-12-25', // Christmas
  '2027-01-26',
  '2027-03-26', // Good Friday
  '2027-08-15',
  '2027-10-02',
  '2027-12-25',
].map(isoDate);

const SUNDAY = 0;
const SATURDAY = 6;

function utcDay(date: IsoDate): Date {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const moved = utcDay(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return isoDate(moved.toISOString().slice(0, 10));
}

export function isWorkingDay(date: IsoDate, holidays: readonly IsoDate[] = defaultBankHolidays): boolean {
  const day = utcDay(date);
  const weekday = day.getUTCDay();
  if (weekday === SUNDAY) return false;
  // The second Saturday falls on the 8th to the 14th, the fourth on the 22nd to the 28th.
  const weekOfMonth = Math.ceil(day.getUTCDate() / 7);
  if (weekday === SATURDAY && (weekOfMonth === 2 || weekOfMonth === 4)) return false;
  return !holidays.includes(date);
}

/**
 * The `n`th working day after `date` (a positive whole number); `date` itself never counts, so
 * from a Friday before a closed Saturday and Sunday, 1 working day is the Monday.
 */
export function addWorkingDays(
  date: IsoDate,
  n: number,
  holidays: readonly IsoDate[] = defaultBankHolidays,
): IsoDate {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`Working days must be a whole number, at least 1; got ${n}`);
  let day = date;
  for (let counted = 0; counted < n;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) counted += 1;
  }
  return day;
}
