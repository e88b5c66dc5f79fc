import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { addDays, addWorkingDays, isWorkingDay } from '@kredo/domain/working-days';

/**
 * NACH clearing's calendar (reference/lending-rules.md §3.3), on India's wall clock: the sponsor
 * bank's input closes the evening before, the file is submitted on the morning of the charge
 * date, and the final cycle answers in the afternoon. Working days are the banks' (working-days.ts).
 */
export const debitClock = {
  /** Input cut-off on the working day before the charge date: a debit is cancellable until then. */
  cutOff: '18:00',
  /** Submitted to NPCI's clearing on the charge date. */
  submission: '06:00',
  /** The final clearing cycle: confirmed or returned (or extended) on the charge date. */
  clearing: '14:00',
  /** An extended debit's answer comes this many working days after the charge date, at clearing time. */
  extensionWorkingDays: 2,
} as const;

/** The instant of a wall-clock time (HH:MM) on a date in India (UTC+05:30, no daylight saving). */
export const indiaTime = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

function previousWorkingDay(date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * The working day a debit asked for on `date` is presented on: the date itself when it is one,
 * else the next working day, unless that falls in the next month: then the working day before,
 * so a month's instalment is collected in its month.
 */
export function rollChargeDate(date: string): string {
  const asked = isoDate(date);
  if (isWorkingDay(asked)) return asked;
  const next = addWorkingDays(asked, 1);
  return next.slice(0, 7) === asked.slice(0, 7) ? next : previousWorkingDay(asked);
}

/** The last moment a debit presented on `chargeDate` can be cancelled. */
export const cutOffOf = (chargeDate: string) =>
  indiaTime(previousWorkingDay(isoDate(chargeDate)), debitClock.cutOff);

export const submissionOf = (chargeDate: string) => indiaTime(chargeDate, debitClock.submission);

export const clearingOf = (chargeDate: string) => indiaTime(chargeDate, debitClock.clearing);

/** The working day an extended debit's answer comes on. */
export const extensionEndOf = (chargeDate: string): string =>
  addWorkingDays(isoDate(chargeDate), debitClock.extensionWorkingDays);

/** The latest charge date a debit may ask for on `today`: a year ahead (28 February for 29 February). */
export function latestChargeDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const sameDay = new Date(Date.UTC(year + 1, month - 1, day));
  const date = sameDay.getUTCMonth() === month - 1 ? sameDay : new Date(Date.UTC(year + 1, month - 1, 28));
  return date.toISOString().slice(0, 10);
}
