import { formatDateInWords } from '@kredo/domain/date-entry';

/**
 * A calendar date (YYYY-MM-DD, a date of birth) as it reads in a sentence: '15 May 1990', as
 * formatDateTime writes an instant. Text that is not such a date is shown as it is. Apart from
 * format-date-time.ts, which the landing's footer loads, so the first visit does not carry it.
 */
export function formatCalendarDate(date: string): string {
  return formatDateInWords(date);
}
