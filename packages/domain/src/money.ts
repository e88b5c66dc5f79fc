import { divideRounded, type Rounding } from './bigint-division.ts';
import { allocateLargestRemainder } from './largest-remainder.ts';
import {
  formatScaledDecimal,
  parseScaledDecimal,
  splitScaledDecimal,
  toSafeInteger,
} from './scaled-decimal.ts';

declare const brand: unique symbol;
type Brand<Name extends string> = { readonly [brand]: Name };

/** An amount of money in integer paise (1 rupee = 100 paise). */
export type Paise = number & Brand<'Paise'>;
/** A rate in hundredths of a percent (250 = 2.5%). */
export type BasisPoints = number & Brand<'BasisPoints'>;
/** A quantity of gold in units of 0.1 mg (1 g = 10000 units). */
export type GoldUnits = number & Brand<'GoldUnits'>;

export const PAISE_PER_RUPEE = 100;
export const BASIS_POINTS_PER_UNIT = 10_000;
export const GOLD_UNITS_PER_GRAM = 10_000;

function safeInteger(n: number, what: string): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a safe integer, got ${n}`);
  // -0 would survive arithmetic and then fail Object.is and toEqual comparisons against 0.
  return n === 0 ? 0 : n;
}

export function paise(n: number): Paise {
  return safeInteger(n, 'Paise') as Paise;
}

export function basisPoints(n: number): BasisPoints {
  return safeInteger(n, 'Basis points') as BasisPoints;
}

export function goldUnits(n: number): GoldUnits {
  return safeInteger(n, 'Gold units') as GoldUnits;
}

/** An optional minus, an optional ₹, then plain digits or en-IN grouped digits (as formatRupees writes them). */
const RUPEES = /^(-?)₹?(\d{1,2}(?:,\d{2})*,\d{3}|\d+)(\.\d+)?$/;

/** "1234.50", "1,00,000" or "-₹12.5" to paise, exactly; throws on anything else, including a third decimal. */
export function rupeesToPaise(text: string): Paise {
  const match = RUPEES.exec(text.trim());
  const plain = match ? `${match[1]}${match[2]?.replaceAll(',', '')}${match[3] ?? ''}` : '';
  const scaled = parseScaledDecimal(plain, 2);
  if (scaled === undefined) throw new RangeError(`Not a rupee amount with at most 2 decimals: "${text}"`);
  return paise(toSafeInteger(scaled));
}

export function addPaise(a: Paise, b: Paise): Paise {
  return paise(a + b);
}

export function subtractPaise(a: Paise, b: Paise): Paise {
  return paise(a - b);
}

export function sumPaise(amounts: readonly Paise[]): Paise {
  // Summing in BigInt makes the result independent of order even when a partial sum is large.
  return paise(toSafeInteger(amounts.reduce((sum, amount) => sum + BigInt(amount), 0n)));
}

export function multiplyPaiseByBasisPoints(amount: Paise, rate: BasisPoints, rounding: Rounding): Paise {
  const product = BigInt(amount) * BigInt(rate);
  return paise(toSafeInteger(divideRounded(product, BigInt(BASIS_POINTS_PER_UNIT), rounding)));
}

/** "2.5" (percent) to 250 basis points; throws on more than 2 decimals. */
export function percentToBasisPoints(text: string): BasisPoints {
  const scaled = parseScaledDecimal(text.trim(), 2);
  if (scaled === undefined) throw new RangeError(`Not a percentage with at most 2 decimals: "${text}"`);
  return basisPoints(toSafeInteger(scaled));
}

/** 250 basis points as "2.5", 5645 as "56.45", 1800 as "18": the percentage, no trailing zeros. */
export function formatBasisPointsAsPercent(rate: BasisPoints): string {
  return formatScaledDecimal(BigInt(rate), 2).replace(/\.?0+$/, '');
}

/** Splits `total` in proportion to non-negative integer weights; the parts sum exactly to `total`. */
export function allocatePaise(total: Paise, weights: readonly number[]): Paise[] {
  const bigWeights = weights.map((weight) => BigInt(safeInteger(weight, 'A weight')));
  return allocateLargestRemainder(BigInt(total), bigWeights).map((part) => paise(Number(part)));
}

export type FormatRupeesOptions = {
  /** 0 rounds half away from zero to whole rupees. */
  decimals?: 0 | 2;
  symbol?: boolean;
};

/** en-IN grouping: the last three digits, then pairs (1,00,000.00). */
export function formatRupees(
  amount: Paise,
  { decimals = 2, symbol = false }: FormatRupeesOptions = {},
): string {
  const value =
    decimals === 2 ? BigInt(amount) : divideRounded(BigInt(amount), BigInt(PAISE_PER_RUPEE), 'half-up');
  const { negative, whole, fraction } = splitScaledDecimal(value, decimals);
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${negative ? '-' : ''}${symbol ? '₹' : ''}${grouped}${decimals === 2 ? `.${fraction}` : ''}`;
}

/**
 * An amount as the borrower reads it: '₹5,417' for whole rupees, '₹5,416.67' when there are paise,
 * en-IN grouped ('₹1,20,000'). Every screen that shows an amount uses this one.
 */
export function formatMoney(amount: Paise): string {
  return formatRupees(amount, { symbol: true, decimals: amount % PAISE_PER_RUPEE === 0 ? 0 : 2 });
}

/** "1.2345" grams to gold units, exactly; throws on more than 4 decimals. */
export function gramsToGoldUnits(text: string): GoldUnits {
  const scaled = parseScaledDecimal(text.trim(), 4);
  if (scaled === undefined) throw new RangeError(`Not a gram amount with at most 4 decimals: "${text}"`);
  return goldUnits(toSafeInteger(scaled));
}

/** Always four decimals, the precision gold is held at: 12000 units is "1.2000". */
export function formatGrams(units: GoldUnits): string {
  return formatScaledDecimal(BigInt(units), 4);
}
