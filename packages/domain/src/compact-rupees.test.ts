import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactRupees } from './compact-rupees.ts';
import { paise } from './money.ts';

describe('compactRupees', () => {
  it.each([
    [0, { kind: 'free' }],
    [15_200, { kind: 'rupees', text: '₹152' }],
    [541_667, { kind: 'rupees', text: '₹5,416.67' }],
    [9_999_999, { kind: 'rupees', text: '₹99,999.99' }],
    [10_000_000, { kind: 'lakh', text: '₹1' }],
    [15_000_000, { kind: 'lakh', text: '₹1.5' }],
    [12_345_600, { kind: 'lakh', text: '₹1.23' }],
    [12_350_000, { kind: 'lakh', text: '₹1.24' }],
    [500_000_000, { kind: 'lakh', text: '₹50' }],
    [999_999_999, { kind: 'crore', text: '₹1' }],
    [1_000_000_000, { kind: 'crore', text: '₹1' }],
    [2_350_000_000, { kind: 'crore', text: '₹2.35' }],
    [150_000_000_000, { kind: 'crore', text: '₹150' }],
  ])('writes %i paise as %j', (amount, expected) => {
    expect(compactRupees(paise(amount))).toEqual(expected);
  });

  it('writes a lakh or more within half a hundredth of its unit, never with trailing zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const shown = compactRupees(paise(amount));
        expect(shown.kind === 'lakh' || shown.kind === 'crore').toBe(true);
        if (shown.kind !== 'lakh' && shown.kind !== 'crore') return;
        expect(shown.text).toMatch(/^₹\d+(\.\d?[1-9])?$/);
        const unit = shown.kind === 'lakh' ? 10_000_000 : 1_000_000_000;
        expect(Math.abs(Number(shown.text.slice(1)) - amount / unit)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
