import {
  completedMonths,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  type IsoDate,
} from '@kredo/domain/calendar-date';

/** Experience on the work details screen: years up to 60 ("duration max 60"), months 0-11. */
export const MAX_EXPERIENCE_YEARS = 60;

export type YearsMonths = { years: string; months: string };

/** A count of months as the screen's years and months, blank when unknown. */
export function splitMonths(total: number | null): YearsMonths {
  if (total === null || total < 0) return { years: '', months: '' };
  return { years: String(Math.floor(total / 12)), months: String(total % 12) };
}

export function totalMonths({ years, months }: YearsMonths): number {
  return Number(years || 0) * 12 + Number(months || 0);
}

/** The date `months` months before `today` (clipped to a shorter month's last day): working since. */
export function monthsBefore(today: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(today);
  if (!parts) return today;
  const index = parts.year * 12 + (parts.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(parts.day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;
}

/** The months at the current employer from a saved working-since date, null without one. */
export function monthsSince(workingSince: string | null, today: IsoDate): number | null {
  if (!workingSince || !isIsoDate(workingSince)) return null;
  return Math.max(0, completedMonths(workingSince, today));
}
