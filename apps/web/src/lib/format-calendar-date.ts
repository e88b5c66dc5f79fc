import { formatDateInWords } from '@kredo/domain/date-entry';
import { currentLanguage, type Language } from './i18n';

/**
 * A calendar date (YYYY-MM-DD: a due date, a date of birth) as it reads in a sentence, in the
 * chosen language: '5 Jan 2027', in Hindi '5 जनवरी 2027' (the month names the documents print).
 * Every screen shows a calendar date through this; a component calls it while rendering under
 * useTranslation, so a change of language redraws it. Text that is not such a date is shown as
 * it is. Apart from format-date-time.ts, which the landing's footer loads, so the first visit
 * does not carry it.
 */
export function formatCalendarDate(date: string, language: Language = currentLanguage()): string {
  return formatDateInWords(date, language);
}
