import { parseScaledDecimal } from './scaled-decimal.ts';

/**
 * Amounts as Indian bank statements print them: en-IN grouping ('1,23,456.78'), Western grouping
 * ('123,456.78') or none ('123456.78'), an optional ₹/Rs./INR, and a sign given by a minus or by a
 * Cr/Dr suffix ('1,234.50 Cr', '250.00 Dr'). At most two decimals; a third is refused, never rounded.
 */
const AMOUNT =
  /^(-)?\s*(?:₹|RS\.?|INR)?\s*(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(\.\d{1,2})?\s*(CR|DR)?\.?$/;

/** The signed amount in integer paise (Dr is negative), or undefined when the text is not an amount. */
export function parseIndianAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  const [, minus, digits = '', fraction = '', suffix] = match;
  // '-250.00 Dr' says "negative" twice; a statement never does, so it is not an amount we trust.
  if (minus && suffix) return undefined;
  const scaled = parseScaledDecimal(`${digits.replaceAll(',', '')}${fraction}`, 2);
  // Too large to be a safe integer of paise: not an amount any account holds.
  if (scaled === undefined || scaled > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  const magnitude = Number(scaled);
  if (magnitude === 0) return 0;
  return minus || suffix === 'DR' ? -magnitude : magnitude;
}
