import { describe, expect, it } from 'vitest';
import { isLoosePan, isPan, normalisePan } from './pan.ts';

describe('isPan', () => {
  it.each(['ABCPV1234K', 'AAACB1234C', 'ZZZHZ0000Z', 'AAAGA9999A'])('accepts %s', (pan) => {
    expect(isPan(pan)).toBe(true);
  });

  it('uppercases and trims what is typed', () => {
    expect(normalisePan(' abcpv1234k ')).toBe('ABCPV1234K');
    expect(isPan(' abcpv1234k ')).toBe(true);
  });

  it.each([
    '',
    'ABCXV1234K',
    'ABCPV1234',
    'ABCPV12345',
    'ABCPV1234KK',
    'ABC1V1234K',
    'ABCP 1234K',
    'ABCPV123K4',
  ])('refuses %j', (pan) => {
    expect(isPan(pan)).toBe(false);
  });
});

describe('isLoosePan', () => {
  it('accepts any fourth letter', () => {
    expect(isLoosePan('ABCXV1234K')).toBe(true);
    expect(isLoosePan('abcpv1234k')).toBe(true);
  });

  it.each(['ABC1V1234K', 'ABCPV1234', 'ABCPVX234K'])('refuses %j', (pan) => {
    expect(isLoosePan(pan)).toBe(false);
  });
});
