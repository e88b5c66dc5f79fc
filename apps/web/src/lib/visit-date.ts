import type { Language } from './i18n';

const formats = new Map<Language, Intl.DateTimeFormat>();

function calendarDate(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formats.set(language, format);
  }
  return format;
}

/**
 * 'Monday, 23 November 2026' for '2026-11-23' ('सोमवार, 23 नवंबर 2026' in Hindi): a calendar
 * date, read the same in every zone.
 */
export function formatVisitDate(date: string, language: Language = 'en'): string {
  return calendarDate(language).format(new Date(`${date}T00:00:00Z`));
}
