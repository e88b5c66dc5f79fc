import { describe, expect, it } from 'vitest';
import { formatScaledDecimal, parseScaledDecimal, toSafeInteger } from './scaled-decimal.ts';

describe('parseScaledDecimal', () => {
  it('scales without going through a float', () => {
    expect(parseScaledDecimal('0.29', 2)).toBe(29n);
    expect(parseScaledDecimal('1.1', 4)).toBe(11_000n);
    expect(parseScaledDecimal('-12', 2)).toBe(-1200n);
    expect(parseScaledDecimal('123456789012345678.99', 2)).toBe(12345678901234567899n);
  });

  it.each(['', '1.', '.5', '1.234', '+1', '1e3', ' 1', '1,000', '--1'])('rejects %j at scale 2', (text) => {
    expect(parseScaledDecimal(text, 2)).toBeUndefined();
  });
});

describe('formatScaledDecimal', () => {
  it('pads small values and keeps the sign', () => {
    expect(formatScaledDecimal(5n, 2)).toBe('0.05');
    expect(formatScaledDecimal(-5n, 4)).toBe('-0.0005');
    expect(formatScaledDecimal(123n, 0)).toBe('123');
  });
});

describe('toSafeInteger', () => {
  it('refuses values a number cannot hold exactly', () => {
    expect(toSafeInteger(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeInteger(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => toSafeInteger(BigInt(Number.MIN_SAFE_INTEGER) - 1n)).toThrow(RangeError);
  });
});
