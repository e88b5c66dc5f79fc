import { compareDates, completedMonths, parseIsoDate, type IsoDate } from '../calendar-date.ts';

/** A date of birth is at most 100 years back (its year at least this year minus 100). */
export const DOB_MAX_YEARS = 100;

export type FormDateProblem = 'INVALID' | 'AFTER_TODAY' | 'BEFORE_DOB' | 'TOO_OLD';

/** A date of birth: a real date, not after today, its year within the last 100 years. */
export function dobProblem(dob: string, today: IsoDate): FormDateProblem | undefined {
  const parts = parseIsoDate(dob);
  const now = parseIsoDate(today);
  if (!parts || !now) return 'INVALID';
  if (compareDates(dob as IsoDate, today) > 0) return 'AFTER_TODAY';
  if (parts.year < now.year - DOB_MAX_YEARS) return 'TOO_OLD';
  return undefined;
}

/**
 * Staying-since and working-since dates (spec 000 §5.3): real dates, not after today ('Entered
 * date should not be after today's date'), and not in a year before the borrower's birth year
 * ('Entered date should not be less than DOB').
 */
export function sinceDateProblem(since: string, today: IsoDate, dob?: IsoDate): FormDateProblem | undefined {
  const parts = parseIsoDate(since);
  if (!parts) return 'INVALID';
  if (compareDates(since as IsoDate, today) > 0) return 'AFTER_TODAY';
  const born = dob && parseIsoDate(dob);
  if (born && parts.year < born.year) return 'BEFORE_DOB';
  return undefined;
}

/**
 * Time at the current employer cannot exceed the total work experience ('Date Is Greater Then
 * Total Experience'): the months from working-since to today against the total in months.
 */
export function exceedsTotalExperience(
  workingSince: IsoDate,
  totalExperienceMonths: number,
  today: IsoDate,
): boolean {
  return completedMonths(workingSince, today) > totalExperienceMonths;
}
