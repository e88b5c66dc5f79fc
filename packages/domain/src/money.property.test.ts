import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPaise,
  allocatePaise,
  basisPoints,
  formatGrams,
  formatRupees,
  goldUnits,
  gramsToGoldUnits,
  multiplyPaiseByBasisPoints,
  paise,
  rupeesToPaise,
  subtractPaise,
} from './money.ts';

// Half the safe range, so that the sum or difference of two amounts is itself safe.
const HALF_SAFE = Math.floor(Number.MAX_SAFE_INTEGER / 2);
const anyPaise = fc.integer({ min: -HALF_SAFE, max: HALF_SAFE }).map(paise);
const rounding = fc.constantFrom('half-up' as const, 'down' as const, 'up' as const);

/** An independent reference: work on magnitudes with floor division, then restore the sign. */
function referenceMultiply(amount: number, rate: number, mode: 'half-up' | 'down' | 'up'): number {
  const product = BigInt(amount) * BigInt(rate);
  const magnitude = product < 0n ? -product : product;
  const rounded =
    mode === 'down'
      ? magnitude / 10_000n
      : mode === 'up'
        ? (magnitude + 9_999n) / 10_000n
        : (magnitude + 5_000n) / 10_000n;
  return Number(product < 0n ? -rounded : rounded);
}

describe('money properties', () => {
  it('allocatePaise sums to the total and keeps every part within one paisa of its exact share', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 20 });
    const usable = weights.filter((list) => list.some((weight) => weight > 0));
    fc.assert(
      fc.property(anyPaise, usable, (total, list) => {
        const parts = allocatePaise(total, list);
        const weightSum = list.reduce((sum, weight) => sum + BigInt(weight), 0n);
        expect(parts).toHaveLength(list.length);
        expect(parts.reduce((sum, part) => sum + BigInt(part), 0n)).toBe(BigInt(total));
        parts.forEach((part, index) => {
          const gap = BigInt(part) * weightSum - BigInt(total) * BigInt(list[index] ?? 0);
          expect(gap < weightSum && gap > -weightSum).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('subtracting what was added gives back the first amount', () => {
    fc.assert(
      fc.property(anyPaise, anyPaise, (a, b) => {
        expect(subtractPaise(addPaise(a, b), b)).toBe(a);
        expect(addPaise(subtractPaise(a, b), b)).toBe(a);
      }),
    );
  });

  it('rupeesToPaise reads back whatever formatRupees writes', () => {
    const nonNegative = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map(paise);
    fc.assert(
      fc.property(nonNegative, (amount) => {
        expect(rupeesToPaise(formatRupees(amount))).toBe(amount);
      }),
    );
    const signed = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map(paise);
    fc.assert(
      fc.property(signed, (amount) => {
        expect(rupeesToPaise(formatRupees(amount, { symbol: true }))).toBe(amount);
      }),
    );
  });

  it('multiplyPaiseByBasisPoints matches a BigInt reference', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 });
    const rate = fc.integer({ min: -100_000, max: 100_000 });
    fc.assert(
      fc.property(amount, rate, rounding, (a, r, mode) => {
        expect(multiplyPaiseByBasisPoints(paise(a), basisPoints(r), mode)).toBe(
          referenceMultiply(a, r, mode),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('gramsToGoldUnits and formatGrams round-trip', () => {
    const units = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map(goldUnits);
    fc.assert(
      fc.property(units, (u) => {
        expect(gramsToGoldUnits(formatGrams(u))).toBe(u);
      }),
    );
    const grams = fc.tuple(fc.nat({ max: 1_000_000 }), fc.stringMatching(/^\d{4}$/));
    fc.assert(
      fc.property(grams, ([whole, fraction]) => {
        expect(formatGrams(gramsToGoldUnits(`${whole}.${fraction}`))).toBe(`${whole}.${fraction}`);
      }),
    );
  });
});
