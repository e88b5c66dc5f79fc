import type { UserLoan } from '@kredo/contract/loans';
import { compareDates, type IsoDate } from '@kredo/domain/calendar-date';
import { daysBetween } from '@kredo/domain/loan-dues';

/**
 * An EMI this many days away or fewer (today counted as 0) may already be with the bank as a NACH
 * debit (spec 001 §4.9: "within 0 to 2 days, ceil of days less than 3 and not past").
 */
export const NACH_PRESENTATION_WINDOW_DAYS = 2;

/** The first unpaid instalment on or after today. */
export function upcomingEmiDate(
  schedule: UserLoan['repayment_schedules'],
  today: IsoDate,
): IsoDate | undefined {
  return schedule
    .filter((row) => row.paid_date === null && compareDates(row.date as IsoDate, today) >= 0)
    .map((row) => row.date as IsoDate)
    .sort(compareDates)[0];
}

/**
 * Pay asks first (spec 001 §4.9) when the upcoming EMI falls within the window and the server
 * says its NACH presentation is under way: paying now as well would pay that EMI twice.
 */
export function needsPayConfirmation({
  schedule,
  today,
  nachPresentationInProcess,
}: {
  schedule: UserLoan['repayment_schedules'];
  today: IsoDate;
  nachPresentationInProcess: boolean;
}): boolean {
  if (!nachPresentationInProcess) return false;
  const next = upcomingEmiDate(schedule, today);
  if (next === undefined) return false;
  const days = daysBetween(today, next);
  return days >= 0 && days <= NACH_PRESENTATION_WINDOW_DAYS;
}
