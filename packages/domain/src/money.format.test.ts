import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  basisPoints,
  formatBasisPointsAsPercent,
  formatGrams,
  formatMoney,
  formatRupees,
  goldUnits,
  gramsToGoldUnits,
  paise,
  percentToBasisPoints,
  rupeesToPaise,
} from './money.ts';

describe('rupeesToPaise', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0.29', 29],
    ['1,00,000.00', 10_000_000],
    ['12,34,567.89', 123_456_789],
    ['₹1,000', 100_000],
    ['-₹12.34', -1234],
    [' 5 ', 500],
  ])('reads %j as %i paise', (text, expected) => {
    expect(rupeesToPaise(text)).toBe(expected);
  });

  it.each(['1.234', '', 'abc', '1.', '.5', '+1', '1e3', '100,000', '1,0,000', '90071992547409.92'])(
    'refuses %j',
    (text) => {
      expect(() => rupeesToPaise(text)).toThrow(RangeError);
    },
  );
});

describe('formatRupees', () => {
  it.each([
    [10_000_000, '1,00,000.00'],
    [123_456_789, '12,34,567.89'],
    [100_000, '1,000.00'],
    [99_999, '999.99'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [-123_456_789, '-12,34,567.89'],
  ])('writes %i paise as %j', (amount, expected) => {
    expect(formatRupees(paise(amount))).toBe(expected);
  });

  it('adds the rupee sign after any minus', () => {
    expect(formatRupees(paise(10_000_000), { symbol: true })).toBe('₹1,00,000.00');
    expect(formatRupees(paise(-150), { symbol: true })).toBe('-₹1.50');
  });

  it('rounds to whole rupees half away from zero', () => {
    expect(formatRupees(paise(150), { decimals: 0 })).toBe('2');
    expect(formatRupees(paise(149), { decimals: 0 })).toBe('1');
    expect(formatRupees(paise(-150), { decimals: 0 })).toBe('-2');
    expect(formatRupees(paise(-40), { decimals: 0 })).toBe('0');
    expect(formatRupees(paise(123_456_789), { decimals: 0, symbol: true })).toBe('₹12,34,568');
  });
});

describe('gold units', () => {
  it('reads and writes grams at four decimals', () => {
    expect(gramsToGoldUnits('1.2345')).toBe(12345);
    expect(gramsToGoldUnits('1')).toBe(10_000);
    expect(gramsToGoldUnits('0.0001')).toBe(1);
    expect(formatGrams(goldUnits(12345))).toBe('1.2345');
    expect(formatGrams(goldUnits(12000))).toBe('1.2000');
    expect(formatGrams(goldUnits(1))).toBe('0.0001');
    expect(formatGrams(goldUnits(-1))).toBe('-0.0001');
  });

  it.each(['1.23456', '', '1.', 'one'])('refuses %j grams', (text) => {
    expect(() => gramsToGoldUnits(text)).toThrow(RangeError);
  });

  it('refuses fractional units', () => {
    expect(() => goldUnits(0.5)).toThrow(RangeError);
  });
});

describe('formatBasisPointsAsPercent', () => {
  it.each([
    [250, '2.5'],
    [5645, '56.45'],
    [1800, '18'],
    [200, '2'],
    [5, '0.05'],
    [0, '0'],
    [-125, '-1.25'],
  ])('writes %i basis points as %j', (rate, expected) => {
    expect(formatBasisPointsAsPercent(basisPoints(rate))).toBe(expected);
  });

  it('reads back as the same rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (rate) => {
        expect(percentToBasisPoints(formatBasisPointsAsPercent(basisPoints(rate)))).toBe(rate);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [541_700, '₹5,417'],
    [541_667, '₹5,416.67'],
    [12_000_000, '₹1,20,000'],
    [50, '₹0.50'],
    [0, '₹0'],
    [-150_000, '-₹1,500'],
  ])('shows %i paise as %j', (amount, shown) => {
    expect(formatMoney(paise(amount))).toBe(shown);
  });

  it('shows paise exactly when there are some, and reads back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (amount) => {
        const shown = formatMoney(paise(amount));
        expect(shown.includes('.')).toBe(amount % 100 !== 0);
        expect(rupeesToPaise(shown)).toBe(amount);
      }),
    );
  });
});
