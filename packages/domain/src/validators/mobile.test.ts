import { describe, expect, it } from 'vitest';
import { isEligibilityMobile, isMobile } from './mobile.ts';

describe('mobile numbers', () => {
  it.each(['9876543210', '6000000000', '7999999999', '8123456789', ' 9876543210 '])(
    'both rules accept %j',
    (mobile) => {
      expect(isMobile(mobile)).toBe(true);
      expect(isEligibilityMobile(mobile)).toBe(true);
    },
  );

  it('only the eligibility rule accepts a number starting 5', () => {
    expect(isMobile('5876543210')).toBe(false);
    expect(isEligibilityMobile('5876543210')).toBe(true);
  });

  it.each([
    '',
    '4876543210',
    '0987654321',
    '987654321',
    '98765432101',
    '+919876543210',
    '98765 43210',
    '98765a3210',
  ])('both rules refuse %j', (mobile) => {
    expect(isMobile(mobile)).toBe(false);
    expect(isEligibilityMobile(mobile)).toBe(false);
  });
});
