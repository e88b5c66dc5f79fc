import { parseIsoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { formatDateInWords } from '@kredo/domain/date-entry';
import { formatBasisPointsAsPercent, formatRupees, type BasisPoints, type Paise } from '@kredo/domain/money';

import type { PdfLanguage } from '../../lib/pdf/pdf-document.ts';

/**
 * Figures as the documents print them: amounts always with paise ('₹97,640.00', en-IN grouping),
 * as RBI's annexes show them and so a schedule's columns line up; dates as '24 Nov 2026', in Hindi
 * with the Hindi month ('24 नवंबर 2026'), digits as they are in both.
 */

export function formatAmount(amount: Paise): string {
  return formatRupees(amount, { symbol: true });
}

export function formatDate(date: IsoDate, language: PdfLanguage): string {
  if (!parseIsoDate(date)) throw new RangeError(`Not a calendar date: "${date}"`);
  return formatDateInWords(date, language);
}

/** 5645 basis points as '56.45%', 3000 as '30%'. */
export function formatPercent(rate: BasisPoints): string {
  return `${formatBasisPointsAsPercent(rate)}%`;
}

/** A catalogue text with its '{name}' placeholders filled; a placeholder without a value is a bug. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template.slice(0, 60)}"`);
    return String(value);
  });
}

/** PAN shown by its last four characters: 'XXXXXX234K'. */
export function maskPan(panLast4: string): string {
  return `XXXXXX${panLast4}`;
}

/** An account number shown by its last three digits: 'XXXXXXX123'. */
export function maskAccountNumber(last3: string): string {
  return `XXXXXXX${last3}`;
}
