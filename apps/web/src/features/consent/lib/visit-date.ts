import type { Language } from '../../../lib/i18n';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * 'Monday, 23 November 2026' for '2026-11-23' ('सोमवार, 23 नवंबर 2026' in Hindi): the agent's
 * visit day, read the same in every zone (as the KYC visit writes it).
 */
export function formatVisitDate(date: string, language: Language): string {
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
  return format.format(new Date(`${date}T00:00:00Z`));
}
