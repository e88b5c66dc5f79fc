import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseIndianAmount } from './indian-amount.ts';
import { formatRupees, paise } from './money.ts';

describe('parseIndianAmount', () => {
  it.each([
    ['1,23,456.78', 12_345_678],
    ['123,456.78', 12_345_678],
    ['123456.78', 12_345_678],
    ['1,234.50 Cr', 123_450],
    ['1,234.50Cr', 123_450],
    ['250.00 Dr', -25_000],
    ['250.00 DR.', -25_000],
    ['-1,00,000.00', -10_000_000],
    ['0.29', 29],
    ['0.00', 0],
    ['12', 1_200],
    ['12.5', 1_250],
    ['₹ 1,000.00', 100_000],
    ['Rs. 1,000.00', 100_000],
    ['INR 1,000.00', 100_000],
    ['  9,99,99,999.99  ', 9_999_999_999],
  ])('reads %s as %i paise', (text, expected) => {
    expect(parseIndianAmount(text)).toBe(expected);
  });

  it.each([
    '',
    '-',
    '1.234',
    '1,2,3.00',
    '12,34.00',
    '1,234,56.00',
    'abc',
    '-250.00 Dr',
    '1.2.3',
    '--1',
    '99999999999999999.00',
  ])('refuses %j', (text) => {
    expect(parseIndianAmount(text)).toBeUndefined();
  });

  it('reads back every amount formatRupees writes, to the paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(parseIndianAmount(formatRupees(paise(n)))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
