import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compareDates, isoDate } from './calendar-date.ts';
import { paise } from './money.ts';
import {
  cashbackSchedule,
  isReferralCode,
  referralCashback,
  referralCashbackRule,
  referralCodeAlphabet,
  referralCodeLength,
  referralCodeOf,
} from './referral.ts';
import { addDays } from './working-days.ts';

const rupees = (amount: number) => paise(amount * 100);
/** Principals from nothing to Rs 50 lakh, in paise. */
const anyPrincipal = fc.integer({ min: 0, max: 50_00_000_00 }).map(paise);

describe('the referral cashback', () => {
  it('is 1% of the principal in whole rupees, Rs 500 at most', () => {
    expect(referralCashback(rupees(20_000))).toBe(rupees(200));
    expect(referralCashback(paise(12_345_67))).toBe(rupees(123));
    expect(referralCashback(rupees(50_000))).toBe(rupees(500));
    expect(referralCashback(rupees(3_00_000))).toBe(rupees(500));
    expect(referralCashback(rupees(99))).toBe(0);
  });

  it('refuses a principal that is not whole paise or below zero', () => {
    expect(() => referralCashback(-1 as never)).toThrow(RangeError);
    expect(() => referralCashback(1.5 as never)).toThrow(RangeError);
  });

  it('is never above the cap nor the share, always whole rupees, and never less for more principal', () => {
    fc.assert(
      fc.property(anyPrincipal, anyPrincipal, (a, b) => {
        const cashback = referralCashback(a);
        expect(cashback).toBeGreaterThanOrEqual(0);
        expect(cashback).toBeLessThanOrEqual(referralCashbackRule.cap);
        expect(cashback * 10_000).toBeLessThanOrEqual(a * referralCashbackRule.shareOfPrincipal);
        expect(cashback % 100).toBe(0);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(referralCashback(low)).toBeLessThanOrEqual(referralCashback(high));
      }),
    );
  });

  it('falls short of the share by less than a rupee below the cap', () => {
    fc.assert(
      fc.property(anyPrincipal, (principal) => {
        const share = (principal * referralCashbackRule.shareOfPrincipal) / 10_000;
        const cashback = referralCashback(principal);
        if (cashback < referralCashbackRule.cap) expect(share - cashback).toBeLessThan(100);
      }),
    );
  });
});

describe('when a cashback is paid', () => {
  it('from the second day after a 3-day cooling-off period, by the 30th day from the disbursal', () => {
    // Disbursed 1 Dec: the exit runs to 4 Dec, 5 Dec is clear, payable on 6 Dec.
    expect(cashbackSchedule(isoDate('2026-12-01'), 3)).toEqual({
      payableOn: '2026-12-06',
      payBy: '2026-12-31',
    });
  });

  it('is payable after the period and within the 30 days for any period up to 28 days', () => {
    const anyDay = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays(isoDate('2026-01-01'), n));
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 28 }), (day, coolingOffDays) => {
        const { payableOn, payBy } = cashbackSchedule(day, coolingOffDays);
        expect(compareDates(payableOn, addDays(day, coolingOffDays))).toBeGreaterThan(0);
        expect(compareDates(payableOn, payBy)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('refuses a period that leaves no day within the 30', () => {
    expect(() => cashbackSchedule(isoDate('2026-12-01'), 29)).toThrow(RangeError);
  });
});

describe('referral short codes', () => {
  it('are 16 base62 characters, each byte under 248 taken', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 15);
    const code = referralCodeOf(bytes);
    expect(code).toHaveLength(referralCodeLength);
    expect(isReferralCode(code ?? '')).toBe(true);
    expect(code?.[0]).toBe(referralCodeAlphabet[0]);
  });

  it('skip bytes of 248 and over, so each character is equally likely, and need enough bytes', () => {
    expect(referralCodeOf(Uint8Array.from([248, 255, ...Array<number>(16).fill(61)]))).toBe('z'.repeat(16));
    expect(referralCodeOf(Uint8Array.from(Array<number>(20).fill(250)))).toBeNull();
  });

  it('from any bytes are codes when made', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 64 }), (bytes) => {
        const code = referralCodeOf(bytes);
        if (code !== null) expect(isReferralCode(code)).toBe(true);
      }),
    );
  });

  it('are told from other text', () => {
    expect(isReferralCode('abcDEF0123456789')).toBe(true);
    expect(isReferralCode('abcDEF012345678')).toBe(false);
    expect(isReferralCode('abcDEF012345678-')).toBe(false);
    expect(isReferralCode('../../etc/passwd')).toBe(false);
  });
});
