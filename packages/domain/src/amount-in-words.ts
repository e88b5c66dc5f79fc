import type { Paise } from './money.ts';

/**
 * An amount written out as an Indian cheque or NACH mandate carries it: the Indian system (crore,
 * lakh, thousand, hundred), no hyphens, no 'and' inside the rupees, the paise after 'and Paise',
 * closed by 'Only' so nothing can be appended. A bank compares these words with the figures.
 */

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** The largest amount written: ₹99,99,99,999.99, under a hundred crore. */
export const MAX_AMOUNT_IN_WORDS = 99_999_999_999 as Paise;

/** 1 to 99 in words; 0 is ''. */
function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  const unit = ones[n % 10] ?? '';
  return `${tens[Math.floor(n / 10)] ?? ''}${unit ? ` ${unit}` : ''}`;
}

/** Whole rupees (1 to 99,99,99,999) in words: each place says its count, then its name. */
function rupeesInWords(rupees: number): string {
  const places: readonly [number, string][] = [
    [Math.floor(rupees / 10_000_000), 'Crore'],
    [Math.floor(rupees / 100_000) % 100, 'Lakh'],
    [Math.floor(rupees / 1_000) % 100, 'Thousand'],
    [Math.floor(rupees / 100) % 10, 'Hundred'],
  ];
  const words = places
    .filter(([count]) => count > 0)
    .map(([count, name]) => `${belowHundred(count)} ${name}`);
  const rest = rupees % 100;
  return [...words, ...(rest > 0 ? [belowHundred(rest)] : [])].join(' ');
}

/**
 * 20,00,000 paise as 'Rupees Twenty Thousand Only'; 1,23,45,689 paise as 'Rupees One Lakh Twenty
 * Three Thousand Four Hundred Fifty Six and Paise Eighty Nine Only'; under a rupee, 'Paise Fifty
 * Only'. A mandate or cheque is never for nothing: zero, negatives, fractions of a paisa and
 * amounts over ₹99,99,99,999.99 are refused.
 */
export function amountInWords(amount: Paise): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of paise: ${amount}`);
  if (amount <= 0) throw new RangeError(`An amount in words must be more than zero, got ${amount}`);
  if (amount > MAX_AMOUNT_IN_WORDS)
    throw new RangeError(`An amount in words is at most ₹99,99,99,999.99, got ${amount} paise`);
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const parts = [
    ...(rupees > 0 ? [`Rupees ${rupeesInWords(rupees)}`] : []),
    ...(paise > 0 ? [`Paise ${belowHundred(paise)}`] : []),
  ];
  return `${parts.join(' and ')} Only`;
}
