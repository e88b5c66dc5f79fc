/**
 * Decimal strings as scaled integers ("12.34" at scale 2 is 1234n). Amounts never pass through a
 * float: parseFloat("0.29") * 100 is 28.999999999999996.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The scaled value, or undefined when the text is not a plain decimal with at most `scale` decimals. */
export function parseScaledDecimal(text: string, scale: number): bigint | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return undefined;
  const magnitude = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -magnitude : magnitude;
}

export type ScaledParts = { negative: boolean; whole: string; fraction: string };

export function splitScaledDecimal(value: bigint, scale: number): ScaledParts {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  return {
    negative,
    whole: digits.slice(0, digits.length - scale),
    fraction: digits.slice(digits.length - scale),
  };
}

export function formatScaledDecimal(value: bigint, scale: number): string {
  const { negative, whole, fraction } = splitScaledDecimal(value, scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

export function toSafeInteger(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${value} is outside the safe integer range`);
  }
  return Number(value);
}
