import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampAmount, isAmountWithin, isTenureOffered, tenureOptions } from './loan-boundary.ts';

const personalLoan = [2_500_100, 40_000_000] as const;

describe('the loan amount', () => {
  it('is within the range at both ends and refuses a paisa beyond either', () => {
    expect(isAmountWithin(2_500_100, personalLoan)).toBe(true);
    expect(isAmountWithin(40_000_000, personalLoan)).toBe(true);
    expect(isAmountWithin(2_500_099, personalLoan)).toBe(false);
    expect(isAmountWithin(40_000_001, personalLoan)).toBe(false);
  });

  it('refuses a fraction of a paisa and numbers that are not amounts', () => {
    expect(isAmountWithin(3_000_000.5, personalLoan)).toBe(false);
    expect(isAmountWithin(Number.NaN, personalLoan)).toBe(false);
    expect(isAmountWithin(Number.POSITIVE_INFINITY, [0, Number.MAX_VALUE])).toBe(false);
  });

  it('is brought within the range, and a clamped amount is always within it', () => {
    expect(clampAmount(100, personalLoan)).toBe(2_500_100);
    expect(clampAmount(90_000_000, personalLoan)).toBe(40_000_000);
    expect(clampAmount(3_000_000, personalLoan)).toBe(3_000_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (a, b) => {
        const range = [Math.min(a, b), Math.max(a, b)] as const;
        return isAmountWithin(clampAmount(a, range), range);
      }),
    );
  });
});

describe('the tenures', () => {
  it('run from the minimum to the maximum in the steps', () => {
    expect(tenureOptions({ min: 3, max: 12, step: 3 })).toEqual([3, 6, 9, 12]);
    expect(tenureOptions({ min: 3, max: 24, step: 3 })).toHaveLength(8);
    // A maximum off the steps is not offered itself.
    expect(tenureOptions({ min: 3, max: 10, step: 3 })).toEqual([3, 6, 9]);
  });

  it('step by a month when the step is below one', () => {
    expect(tenureOptions({ min: 1, max: 3, step: 0 })).toEqual([1, 2, 3]);
  });

  it('are offered only on a step', () => {
    const quarterly = { min: 3, max: 12, step: 3 };
    expect(isTenureOffered(9, quarterly)).toBe(true);
    expect(isTenureOffered(10, quarterly)).toBe(false);
    expect(isTenureOffered(15, quarterly)).toBe(false);
  });
});
