/**
 * Dates without a time of day, as the forms and the API carry them: 'YYYY-MM-DD' in the
 * proleptic Gregorian calendar. "Today" is India's (UTC+05:30 all year: no daylight saving).
 */
export type IsoDate = string & { readonly __isoDate: true };

export type DateParts = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a real calendar date ('2023-02-29' is none), or undefined. */
export function parseIsoDate(text: string): DateParts | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function isIsoDate(text: string): text is IsoDate {
  return parseIsoDate(text) !== undefined;
}

export function isoDate(text: string): IsoDate {
  if (!isIsoDate(text)) throw new RangeError(`Not a calendar date: "${text}"`);
  return text;
}

function partsOf(date: IsoDate): DateParts {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  return parts;
}

/** The date in India at an instant. */
export function indianDate(instant: Date): IsoDate {
  return isoDate(new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10));
}

/** The calendar month (YYYY-MM) `back` months before the date's own month. */
export function yearMonthBefore(date: IsoDate, back: number): string {
  const { year, month } = partsOf(date);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Whole months from `from` to `on` (negative when `on` is earlier): a month is complete on the
 * same day of the month, or on the month's last day when it has no such day (31 Jan to 28 Feb is
 * one month).
 */
export function completedMonths(from: IsoDate, on: IsoDate): number {
  if (compareDates(on, from) < 0) return -completedMonths(on, from);
  const start = partsOf(from);
  const end = partsOf(on);
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  const dayReached = end.day >= Math.min(start.day, daysInMonth(end.year, end.month));
  return dayReached ? months : months - 1;
}

/**
 * Age in completed years on a date. Someone born on 29 February turns a year older on 28 February
 * in a common year (the month's last day), as `completedMonths` counts.
 */
export function completedYears(from: IsoDate, on: IsoDate): number {
  return Math.trunc(completedMonths(from, on) / 12);
}
