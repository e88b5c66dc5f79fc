import { parseIsoDate } from '@kredo/domain/calendar-date';

/** How a layout prints a date. */
export type DateFormat = 'dd/mm/yy' | 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'd Mon yyyy' | 'Month dd, yyyy';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const PATTERNS: Record<DateFormat, RegExp> = {
  'dd/mm/yy': /^(\d{2})\/(\d{2})\/(\d{2})$/,
  'dd/mm/yyyy': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'dd-mm-yyyy': /^(\d{2})-(\d{2})-(\d{4})$/,
  'd Mon yyyy': /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/,
  'Month dd, yyyy': /^([A-Za-z]+) (\d{1,2}), (\d{4})$/,
};

function monthNumber(text: string): number {
  const lower = text.toLowerCase();
  const index = [...MONTHS, ...MONTH_NAMES].findIndex((name) => name.toLowerCase() === lower);
  return index < 0 ? 0 : (index % 12) + 1;
}

function toIso(year: number, month: number, day: number): string | undefined {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : undefined;
}

/** The ISO date a statement prints in `format`, or undefined when the text is not one. */
export function parseStatementDate(text: string, format: DateFormat): string | undefined {
  const match = PATTERNS[format].exec(text.trim());
  if (!match) return undefined;
  const [, a = '', b = '', c = ''] = match;
  switch (format) {
    case 'dd/mm/yy':
      // Two-digit years on a statement are this century's: a statement from 1969 is not uploaded.
      return toIso(2000 + Number(c), Number(b), Number(a));
    case 'dd/mm/yyyy':
    case 'dd-mm-yyyy':
      return toIso(Number(c), Number(b), Number(a));
    case 'd Mon yyyy':
      return toIso(Number(c), monthNumber(b), Number(a));
    case 'Month dd, yyyy':
      return toIso(Number(c), monthNumber(a), Number(b));
  }
}

/** An ISO date as a statement in `format` prints it (the test statements are drawn with it). */
export function formatStatementDate(iso: string, format: DateFormat): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  const monthIndex = Number(month) - 1;
  switch (format) {
    case 'dd/mm/yy':
      return `${day}/${month}/${year.slice(2)}`;
    case 'dd/mm/yyyy':
      return `${day}/${month}/${year}`;
    case 'dd-mm-yyyy':
      return `${day}-${month}-${year}`;
    case 'd Mon yyyy':
      return `${Number(day)} ${MONTHS[monthIndex]} ${year}`;
    case 'Month dd, yyyy':
      return `${MONTH_NAMES[monthIndex]} ${day}, ${year}`;
  }
}

/** Any date the statements we know print, for telling a statement from a letter. */
export function looksLikeDate(text: string): boolean {
  return /\b(\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{1,2}[ -][A-Za-z]{3}[ -]\d{2,4}|\d{4}-\d{2}-\d{2})\b/.test(text);
}
