/**
 * 'down' and 'up' are toward and away from zero, and 'half-up' rounds a tie away from zero, so
 * rounding is symmetric: reversing an amount reverses its fee or interest to the paisa.
 */
export type Rounding = 'half-up' | 'down' | 'up';

export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const [n, d] = denominator < 0n ? [-numerator, -denominator] : [numerator, denominator];
  const quotient = n / d;
  const remainder = n % d;
  if (remainder === 0n || rounding === 'down') return quotient;
  const awayFromZero = n < 0n ? quotient - 1n : quotient + 1n;
  if (rounding === 'up') return awayFromZero;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  return twiceRemainder >= d ? awayFromZero : quotient;
}
