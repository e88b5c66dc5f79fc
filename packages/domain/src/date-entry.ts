import { isoDate, parseIsoDate, type IsoDate } from './calendar-date.ts';

/**
 * Dates as Indians write them: a borrower types and reads DD/MM/YYYY ('15/05/1990'), while forms
 * and the API carry 'YYYY-MM-DD'. A date field holds the ISO date once what is typed is a real
 * date, and the typed text itself until then, which any ISO rule refuses as not a date.
 */

/** The languages a date is read in. */
export type DateLanguage = 'en' | 'hi';

/**
 * The months as a date in a sentence names them: English abbreviated ('Sep', not ICU's 'Sept'),
 * Hindi in full ('सितंबर'), as the borrower's screens and the documents print them, the same in
 * every browser and on the server.
 */
const MONTHS: Record<DateLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DATE_DIGITS = 8;

const pad = (part: string) => part.padStart(2, '0');

/** '1990-05-15' as '15/05/1990'; anything that is not an ISO date is returned as it is. */
export function formatDateEntry(text: string): string {
  const parts = parseIsoDate(text);
  if (!parts) return text;
  return `${pad(String(parts.day))}/${pad(String(parts.month))}/${String(parts.year).padStart(4, '0')}`;
}

/**
 * '1990-05-15' as '15 May 1990', the way a date reads in a sentence ('15 मई 1990' in Hindi);
 * other text unchanged.
 */
export function formatDateInWords(text: string, language: DateLanguage = 'en'): string {
  const parts = parseIsoDate(text);
  if (!parts) return text;
  return `${parts.day} ${MONTHS[language][parts.month - 1]} ${parts.year}`;
}

/**
 * The real date a borrower typed or pasted: '15/05/1990', '15-05-1990', '15.05.1990', '5/5/1990'
 * (day first) or '1990-05-15'; undefined for anything else, '31/02/1990' included.
 */
export function readDateEntry(text: string): IsoDate | undefined {
  const trimmed = text.trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const yearFirst = YEAR_FIRST.exec(trimmed);
  const [year, month, day] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : yearFirst
      ? [yearFirst[1], yearFirst[2], yearFirst[3]]
      : [];
  if (!year || !month || !day) return undefined;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return parseIsoDate(iso) ? isoDate(iso) : undefined;
}

/**
 * What the field shows while a date is typed: its digits (at most eight) with the slashes put in
 * as the next part begins ('1505' is '15/05'); a slash the borrower typed after a whole day or
 * month stays, and a one-digit day or month closed by a slash gets its zero ('5/' is '05/').
 */
export function maskDateEntry(text: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of text) {
    if (/\d/.test(char)) {
      if (parts.length < 2 && current.length === 2) {
        parts.push(current);
        current = '';
      }
      current += char;
    } else if (/[/.\-\s]/.test(char) && parts.length < 2 && current.length > 0) {
      parts.push(pad(current));
      current = '';
    }
  }
  const joined = [...parts, current].join('/');
  const digits = joined.replace(/\D/g, '');
  if (digits.length <= DATE_DIGITS) return joined;
  // More than a date's digits: the year keeps its first four.
  return joined.slice(0, joined.length - (digits.length - DATE_DIGITS));
}

/**
 * The value a date field holds after an edit: the ISO date when the text is a real date in any
 * accepted form, otherwise the text as shown (empty when nothing is typed).
 */
export function dateEntryValue(typed: string): string {
  // The text as shown is read too: '15051990' pasted, or a digit typed past a full date, shows
  // as 15/05/1990, and the field holds that date, not the text.
  const masked = maskDateEntry(typed);
  return readDateEntry(typed) ?? readDateEntry(masked) ?? masked;
}
