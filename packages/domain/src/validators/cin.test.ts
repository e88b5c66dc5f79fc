import { describe, expect, it } from 'vitest';

import { isCin } from './cin.ts';

describe('isCin', () => {
  it.each(['L85110KA1981PLC013115', 'U72200TN1994PTC028414', 'u51109ka2012ptc066107 '])(
    'accepts %s',
    (cin) => {
      expect(isCin(cin)).toBe(true);
    },
  );

  it.each([
    ['an unknown listing status', 'X85110KA1981PLC013115'],
    ['a short industry code', 'L8511KA1981PLC013115'],
    ['digits for the state', 'L85110121981PLC013115'],
    ['a year before 1800', 'L85110KA1781PLC013115'],
    ['a short number', 'L85110KA1981PLC01311'],
    ['nothing', ''],
  ])('refuses %s', (_why, cin) => {
    expect(isCin(cin)).toBe(false);
  });
});
