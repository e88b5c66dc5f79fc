import { describe, expect, it } from 'vitest';
import { toMobileDigits, withoutCountryCode } from './identity-fields';

describe('a mobile as typed after the fixed +91', () => {
  it.each([
    ['+91 9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    // Longer and not a country code or trunk 0 in front: kept whole for the form's rule to refuse.
    ['987654321012', '987654321012'],
    ['98765 43210 12', '987654321012'],
    ['98765432101', '98765432101'],
  ])('holds %j as %s', (typed, held) => {
    expect(toMobileDigits(typed)).toBe(held);
  });

  it.each([
    ['+91', ''],
    ['+91 98765', '98765'],
    ['+ 91-98765', '98765'],
    ['0', ''],
    [' 98765 43210', '98765 43210'],
    ['+9', '+9'],
    ['9198765', '9198765'],
  ])('shows %j as %j', (typed, shown) => {
    expect(withoutCountryCode(typed)).toBe(shown);
  });
});
