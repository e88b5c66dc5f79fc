import { describe, expect, it } from 'vitest';

import { availableLimit, withdrawalMessages, withdrawalRefusal } from './credit-line-withdrawal.ts';
import { paise } from './money.ts';

const available = paise(2_500_000); // Rs 25,000
const check = (amount: number, expired = false) => withdrawalRefusal({ amount, available, expired });

describe('the available limit', () => {
  it('is the limit less the principal drawn and the drawdowns in flight', () => {
    expect(availableLimit(paise(5_000_000), paise(2_000_000), paise(500_000))).toBe(2_500_000);
    expect(availableLimit(paise(5_000_000), paise(0), paise(0))).toBe(5_000_000);
    expect(availableLimit(paise(5_000_000), paise(4_000_000), paise(1_000_000))).toBe(0);
  });

  it('is never below nothing, even on principal above a limit the lender has cut', () => {
    expect(availableLimit(paise(1_000_000), paise(4_000_000), paise(0))).toBe(0);
  });

  it('refuses amounts that are not whole, non-negative paise', () => {
    expect(() => availableLimit(paise(5_000_000), paise(-1), paise(0))).toThrow(RangeError);
    expect(() => availableLimit(paise(5_000_000), paise(0), 0.5 as never)).toThrow(RangeError);
  });
});

describe('the withdraw amount check', () => {
  it('passes an amount above nothing and up to the available limit', () => {
    expect(check(1)).toBeNull();
    expect(check(2_500_000)).toBeNull();
  });

  it('refuses more than the available limit with the spec’s text', () => {
    expect(check(2_500_001)).toEqual({
      code: 'ABOVE_AVAILABLE_LIMIT',
      message: 'Amount should be within Available Limit',
    });
  });

  it('asks for an amount between 0 and the available limit for nothing, less, a fraction or no number', () => {
    const expected = { code: 'AMOUNT_NOT_POSITIVE', message: 'Please Enter amount between 0 and ₹25,000' };
    for (const amount of [0, -100, 10.5, Number.NaN]) expect(check(amount)).toEqual(expected);
    const withPaise = withdrawalRefusal({ amount: 0, available: paise(12_345_050), expired: false });
    expect(withPaise?.message).toBe('Please Enter amount between 0 and ₹1,23,450.50');
  });

  it('refuses any amount once the line has expired, before reading it', () => {
    const expected = { code: 'LINE_EXPIRED', message: 'Loan Tenure has expired' };
    expect(check(1_000, true)).toEqual(expected);
    expect(check(0, true)).toEqual(expected);
    expect(check(9_999_999, true)).toEqual(expected);
  });

  it('says each message in the spec’s words', () => {
    expect(Object.values(withdrawalMessages)).toEqual([
      'Loan Tenure has expired',
      'Please Enter amount between 0 and {limit}',
      'Amount should be within Available Limit',
    ]);
  });
});
