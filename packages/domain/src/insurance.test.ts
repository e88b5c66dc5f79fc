import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  addMonths,
  coverPeriod,
  freeLookEndsAt,
  freeLookLastDay,
  freeLookRefund,
  pricePremium,
  withinFreeLook,
} from './insurance.ts';
import { paise } from './money.ts';
import { addDays } from './working-days.ts';

describe('a policy cover and its free look period', () => {
  it('covers a year from the day of issue, month ends clamped', () => {
    expect(coverPeriod(isoDate('2026-01-01'), 12)).toEqual({
      coverFrom: '2026-01-01',
      coverTill: '2026-12-31',
    });
    expect(coverPeriod(isoDate('2028-02-29'), 12)).toEqual({
      coverFrom: '2028-02-29',
      coverTill: '2029-02-27',
    });
    expect(addMonths(isoDate('2026-01-31'), 1)).toBe('2026-02-28');
  });

  it('lets a policy received on 1 March be cancelled until 31 March, India time', () => {
    const received = isoDate('2026-03-01');
    expect(freeLookLastDay(received)).toBe('2026-03-31');
    expect(withinFreeLook(received, isoDate('2026-03-31'))).toBe(true);
    expect(withinFreeLook(received, isoDate('2026-04-01'))).toBe(false);
    expect(freeLookEndsAt(received).toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('refunds the premium less the days covered, in the customer favour', () => {
    const cover = coverPeriod(isoDate('2026-01-01'), 12);
    expect(freeLookRefund(paise(199_00), cover, isoDate('2026-01-01'))).toBe(199_00);
    // 10 of 365 days: Rs 5.452... deducted, cut to Rs 5.45.
    expect(freeLookRefund(paise(199_00), cover, isoDate('2026-01-11'))).toBe(199_00 - 5_45);
  });

  it('never refunds more than was paid nor less than the uncovered share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.integer({ min: 0, max: 30 }), (price, day) => {
        const cover = coverPeriod(isoDate('2026-05-10'), 12);
        const refund = freeLookRefund(paise(price), cover, addDays(cover.coverFrom, day));
        expect(refund).toBeLessThanOrEqual(price);
        expect(refund).toBeGreaterThanOrEqual(Math.ceil((price * (365 - day)) / 365) - 1);
      }),
    );
  });

  it('prices Hospicash at Rs 152 with 18% GST', () => {
    expect(pricePremium(paise(128_81), 1_800)).toEqual({ tax: 23_19, price: 152_00 });
    expect(pricePremium(paise(199_00), 0)).toEqual({ tax: 0, price: 199_00 });
  });
});
