import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAadhaar, isVerhoeffValid, normaliseAadhaar, verhoeffCheckDigit } from './aadhaar.ts';

// Real-format numbers: eleven digits starting 2-9, completed with verhoeffCheckDigit.
const VALID = ['234567890124', '987654321096', '499999999993', '500000000006', '712345678908'];
// Test numbers from UIDAI's pre-production authentication environment: an outside check of the tables.
const PUBLISHED = ['999941057058', '999971658847', '499118665246', '999999990019'];

function withDigit(text: string, index: number, digit: string): string {
  return `${text.slice(0, index)}${digit}${text.slice(index + 1)}`;
}

describe('verhoeffCheckDigit', () => {
  it.each([
    ['236', 3],
    ['12345', 1],
    ['123456789012', 0],
  ])('gives %s the published check digit %i', (digits, expected) => {
    expect(verhoeffCheckDigit(digits)).toBe(expected);
    expect(isVerhoeffValid(`${digits}${expected}`)).toBe(true);
  });

  it('completes the fixture numbers', () => {
    for (const number of VALID) expect(verhoeffCheckDigit(number.slice(0, 11))).toBe(Number(number[11]));
  });

  it('refuses anything but digits', () => {
    expect(() => verhoeffCheckDigit('12a')).toThrow(RangeError);
    expect(isVerhoeffValid('')).toBe(false);
  });
});

describe('isAadhaar', () => {
  it.each([...VALID, ...PUBLISHED])('accepts %s', (number) => {
    expect(isAadhaar(number)).toBe(true);
  });

  it('accepts the usual groups of four', () => {
    expect(normaliseAadhaar(' 2345 6789 0124 ')).toBe('234567890124');
    expect(isAadhaar('2345 6789 0124')).toBe(true);
  });

  it('refuses a number starting 0 or 1 even with a good checksum', () => {
    const starting0 = `01234567890${verhoeffCheckDigit('01234567890')}`;
    const starting1 = `11234567890${verhoeffCheckDigit('11234567890')}`;
    expect(isVerhoeffValid(starting0) && isVerhoeffValid(starting1)).toBe(true);
    expect(isAadhaar(starting0)).toBe(false);
    expect(isAadhaar(starting1)).toBe(false);
  });

  it.each(['', '23456789012', '2345678901245', '23456789012a', '234567890125', '2345-6789-0124'])(
    'refuses %j',
    (input) => {
      expect(isAadhaar(input)).toBe(false);
    },
  );

  it('the checksum detects every single-digit error and every swap of adjacent distinct digits', () => {
    const aadhaar = fc
      .tuple(fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{10}$/))
      .map(([first, rest]) => `${first}${rest}${verhoeffCheckDigit(`${first}${rest}`)}`);
    fc.assert(
      fc.property(aadhaar, (number) => {
        expect(isAadhaar(number)).toBe(true);
        for (let index = 0; index < 12; index += 1) {
          for (const digit of '0123456789') {
            if (digit !== number[index]) expect(isVerhoeffValid(withDigit(number, index, digit))).toBe(false);
          }
          const [here = '', next = ''] = [number[index], number[index + 1]];
          if (index < 11 && here !== next) {
            expect(isVerhoeffValid(withDigit(withDigit(number, index, next), index + 1, here))).toBe(false);
          }
        }
      }),
      { numRuns: 300, examples: VALID.map((number) => [number]) },
    );
  });
});
