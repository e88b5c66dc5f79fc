import { describe, expect, it } from 'vitest';
import { isIfsc, normaliseIfsc } from './ifsc.ts';

describe('isIfsc', () => {
  it.each(['SBIN0001234', 'HDFC0000001', 'ICIC0ABC123', 'UTIB0SBMS01'])('accepts %s', (ifsc) => {
    expect(isIfsc(ifsc)).toBe(true);
  });

  it('uppercases what is typed', () => {
    expect(normaliseIfsc(' sbin0001234')).toBe('SBIN0001234');
    expect(isIfsc('sbin0001234')).toBe(true);
  });

  it.each(['', 'SBIN1001234', 'SBIN000123', 'SBIN00012345', 'SBI00001234', 'SBIN0001 34', '1BIN0001234'])(
    'refuses %j',
    (ifsc) => {
      expect(isIfsc(ifsc)).toBe(false);
    },
  );
});
