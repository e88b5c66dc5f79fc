import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { amountInWords, MAX_AMOUNT_IN_WORDS } from './amount-in-words.ts';
import { paise } from './money.ts';

const words = (amount: number) => amountInWords(paise(amount));

describe('amountInWords', () => {
  it.each([
    [2_000_000, 'Rupees Twenty Thousand Only'],
    [12_345_689, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Paise Eighty Nine Only'],
    [
      123_456_789,
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Paise Eighty Nine Only',
    ],
    [100, 'Rupees One Only'],
    [1, 'Paise One Only'],
    [50, 'Paise Fifty Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_100, 'Rupees Twenty One Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [100_000, 'Rupees One Thousand Only'],
    [1_000_000, 'Rupees Ten Thousand Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [9_764_000, 'Rupees Ninety Seven Thousand Six Hundred Forty Only'],
    [1_083_333, 'Rupees Ten Thousand Eight Hundred Thirty Three and Paise Thirty Three Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_000_000_005, 'Rupees One Crore and Paise Five Only'],
    [101_010_100, 'Rupees Ten Lakh Ten Thousand One Hundred One Only'],
    [1_010_101_000, 'Rupees One Crore One Lakh One Thousand Ten Only'],
    [
      99_999_999_999,
      'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Paise Ninety Nine Only',
    ],
  ])('writes %i paise as "%s"', (amount, expected) => {
    expect(words(amount as number)).toBe(expected);
  });

  it('refuses zero, negatives, and amounts over ₹99,99,99,999.99', () => {
    expect(() => words(0)).toThrow(RangeError);
    expect(() => words(-100)).toThrow(RangeError);
    expect(() => words(MAX_AMOUNT_IN_WORDS + 1)).toThrow(RangeError);
    expect(() => amountInWords(12.5 as never)).toThrow(RangeError);
  });
});

const anyAmount = fc.integer({ min: 1, max: MAX_AMOUNT_IN_WORDS });

const numberWords: Record<string, number> = Object.fromEntries(
  [
    'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
      .split(' ')
      .map((word, index) => [word, index + 1] as const),
    'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'
      .split(' ')
      .map((word, index) => [word, (index + 2) * 10] as const),
  ].flat(),
);
const scales: Record<string, number> = { Crore: 10_000_000, Lakh: 100_000, Thousand: 1_000, Hundred: 100 };

/** Reads the words back, independently of how they were written: a count then its scale, left to right. */
function readWords(text: string): number {
  const match = /^(?:Rupees (.+?))?(?: and )?(?:Paise (.+?))? Only$/.exec(text);
  if (!match) throw new Error(`Not an amount in words: ${text}`);
  const read = (part: string | undefined) => {
    let total = 0;
    let count = 0;
    for (const word of part?.split(' ') ?? []) {
      const scale = scales[word];
      if (scale !== undefined) {
        total += count * scale;
        count = 0;
      } else {
        const value = numberWords[word];
        if (value === undefined) throw new Error(`Unknown word "${word}" in ${text}`);
        count += value;
      }
    }
    return total + count;
  };
  return read(match[1]) * 100 + read(match[2]);
}

describe('amountInWords properties', () => {
  it('reads back to the amount it wrote, so distinct amounts give distinct words', () => {
    fc.assert(fc.property(anyAmount, (amount) => readWords(words(amount)) === amount));
    fc.assert(fc.property(anyAmount, anyAmount, (a, b) => a === b || words(a) !== words(b)));
  });

  it('holds no digit, starts with Rupees or Paise, and ends with Only', () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const text = words(amount);
        expect(text).not.toMatch(/\d/);
        expect(text).toMatch(/^(Rupees|Paise) [A-Z][a-z]+( (and )?[A-Z][a-z]+)* Only$/);
      }),
    );
  });

  it("says 'Paise' exactly when the amount has paise, and 'Rupees' exactly when it has a rupee", () => {
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const text = words(amount);
        expect(text.includes('Paise')).toBe(amount % 100 !== 0);
        expect(text.includes('Rupees')).toBe(amount >= 100);
      }),
    );
  });
});
