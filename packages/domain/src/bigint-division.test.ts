import { describe, expect, it } from 'vitest';
import { divideRounded, type Rounding } from './bigint-division.ts';

describe('divideRounded', () => {
  const cases: [bigint, bigint, Rounding, bigint][] = [
    [10n, 5n, 'half-up', 2n],
    [7n, 2n, 'half-up', 4n],
    [7n, 2n, 'down', 3n],
    [7n, 2n, 'up', 4n],
    [-7n, 2n, 'half-up', -4n],
    [-7n, 2n, 'down', -3n],
    [-7n, 2n, 'up', -4n],
    [7n, -2n, 'half-up', -4n],
    [-7n, -2n, 'down', 3n],
    [14n, 10n, 'half-up', 1n],
    [15n, 10n, 'half-up', 2n],
    [-14n, 10n, 'half-up', -1n],
    [1n, 10_000n, 'up', 1n],
    [-1n, 10_000n, 'up', -1n],
    [0n, 3n, 'up', 0n],
  ];

  it.each(cases)('%s / %s rounded %s is %s', (numerator, denominator, rounding, expected) => {
    expect(divideRounded(numerator, denominator, rounding)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(RangeError);
  });
});
