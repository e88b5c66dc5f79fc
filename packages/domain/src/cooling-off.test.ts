import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { coolingOffPayoff, daysHeld, isWithinCoolingOff, lastCoolingOffDay } from './cooling-off.ts';
import { basisPoints, paise } from './money.ts';

// The worked loan (reference/lending-rules.md §1.2, §1.5): net 97,640.00 at an APR of 56.45%.
const worked = {
  netDisbursed: paise(9_764_000),
  apr: basisPoints(5_645),
  disbursalDate: isoDate('2026-11-24'),
  coolingOffDays: 3,
};

describe('the cooling-off exit (reading C: payout plus the proportionate APR)', () => {
  it('costs the worked loan Rs 151.01 for one day held: 97,791.01 in all', () => {
    expect(coolingOffPayoff(worked, isoDate('2026-11-25'))).toEqual({
      principal: 9_764_000,
      cost: 15_101,
      total: 9_779_101,
      days: 1,
    });
  });

  it('counts an exit on the day of the payout as one day, and three days as three', () => {
    expect(daysHeld(worked.disbursalDate, worked.disbursalDate)).toBe(1);
    // 97,640 x 56.45% x 3 / 365 = 453.02 (the reference's 453.04 used the unrounded IRR).
    expect(coolingOffPayoff(worked, isoDate('2026-11-27'))).toMatchObject({ cost: 45_302, days: 3 });
  });

  it('is open from the payout day to the end of the period, across a month end', () => {
    expect(lastCoolingOffDay(worked)).toBe('2026-11-27');
    expect(isWithinCoolingOff(worked, isoDate('2026-11-24'))).toBe(true);
    expect(isWithinCoolingOff(worked, isoDate('2026-11-27'))).toBe(true);
    expect(isWithinCoolingOff(worked, isoDate('2026-11-28'))).toBe(false);
    expect(isWithinCoolingOff(worked, isoDate('2026-11-23'))).toBe(false);
    expect(lastCoolingOffDay({ disbursalDate: isoDate('2026-12-30'), coolingOffDays: 3 })).toBe('2027-01-02');
    expect(() => lastCoolingOffDay({ disbursalDate: isoDate('2026-12-30'), coolingOffDays: 0 })).toThrow(RangeError);
  });

  it('never asks less than the payout, grows with each day held, and is net x APR x days / 365 to half a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 100_000_000 }),
        fc.integer({ min: 100, max: 20_000 }),
        fc.integer({ min: 1, max: 30 }),
        (net, apr, days) => {
          const terms = { ...worked, netDisbursed: paise(net), apr: basisPoints(apr), coolingOffDays: 30 };
          const exit = (d: number) => isoDate(new Date(Date.UTC(2026, 10, 24 + d)).toISOString().slice(0, 10));
          const today = coolingOffPayoff(terms, exit(days));
          const tomorrow = coolingOffPayoff(terms, exit(days + 1));
          expect(today.total).toBeGreaterThanOrEqual(net);
          expect(tomorrow.cost).toBeGreaterThanOrEqual(today.cost);
          expect(today.total).toBe(today.principal + today.cost);
          // Exact to half a paisa of net x APR x days / 365.
          expect(Math.abs(today.cost - (net * apr * days) / (10_000 * 365))).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
