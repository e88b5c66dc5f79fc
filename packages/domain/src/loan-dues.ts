import { compareDates, parseIsoDate, type IsoDate } from './calendar-date.ts';
import { paise, type Paise } from './money.ts';

/**
 * What a borrower can owe on one instalment, in the order the RBI-India allocation pays it:
 * the penal charge, fees (bounce charges and their GST), interest, then principal.
 */
export const dueComponents = ['penal', 'fees', 'interest', 'principal'] as const;
export type DueComponent = (typeof dueComponents)[number];

export type InstalmentDue = {
  instalmentNumber: number;
  dueDate: IsoDate;
  /** Unpaid amount per component: 'fees' holds bounce charges and their GST, 'penal' the penal charge. */
  unpaid: Record<DueComponent, Paise>;
};

/**
 * Days from 0001-01-01 by the civil calendar's arithmetic (no Date, whose two-digit years are
 * read as 19xx): March-based years put the leap day last.
 */
function dayNumber(date: IsoDate): number {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  const year = parts.month <= 2 ? parts.year - 1 : parts.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * ((parts.month + 9) % 12) + 2) / 5) + parts.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra;
}

/** `to` minus `from` in calendar days: negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whether the instalment has fallen due by the end of `asOf` (its own due date included). */
export function isDueBy(due: Pick<InstalmentDue, 'dueDate'>, asOf: IsoDate): boolean {
  return compareDates(due.dueDate, asOf) <= 0;
}

/** Oldest first: by due date, then by instalment number. */
export function oldestFirst<T extends Pick<InstalmentDue, 'dueDate' | 'instalmentNumber'>>(
  dues: readonly T[],
): T[] {
  return [...dues].sort(
    (a, b) => compareDates(a.dueDate, b.dueDate) || a.instalmentNumber - b.instalmentNumber,
  );
}

export function noDues(): Record<DueComponent, Paise> {
  return { penal: paise(0), fees: paise(0), interest: paise(0), principal: paise(0) };
}

/** Principal or interest still unpaid: what makes an instalment overdue (charges alone do not). */
export function hasArrears(due: InstalmentDue): boolean {
  return due.unpaid.principal > 0 || due.unpaid.interest > 0;
}
