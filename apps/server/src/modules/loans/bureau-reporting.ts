import { daysInMonth, isoDate, parseIsoDate, type IsoDate } from '@kredo/domain/calendar-date';

/**
 * The credit information companies' reporting dates (reference/lending-rules.md §1.6): lenders
 * report as of the 15th and the month's last day from 1 Jan 2025, and as of the 9th, 16th, 23rd
 * and last day from 1 Jul 2026 (RBI Amendment Directions, 4 Dec 2025). A loan closed on a day is
 * shown closed in the data as of the first reporting date on or after it.
 */
export const weeklyReportingFrom = isoDate('2026-07-01');

const pad = (n: number) => String(n).padStart(2, '0');

export function nextBureauReportingDate(closedOn: IsoDate): IsoDate {
  const parts = parseIsoDate(closedOn);
  if (!parts) throw new RangeError(`Not a calendar date: "${closedOn}"`);
  const last = daysInMonth(parts.year, parts.month);
  const days = closedOn >= weeklyReportingFrom ? [9, 16, 23, last] : [15, last];
  const day = days.find((candidate) => candidate >= parts.day) ?? last;
  return isoDate(`${parts.year}-${pad(parts.month)}-${pad(day)}`);
}
