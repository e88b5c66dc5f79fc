import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { daysBetween, hasArrears, isDueBy, oldestFirst } from './loan-dues.ts';
import { instalmentDue } from './loan-servicing-test-kit.ts';

describe('daysBetween', () => {
  it('counts calendar days, across month ends and leap days, negative backwards', () => {
    expect(daysBetween(isoDate('2026-03-31'), isoDate('2026-04-30'))).toBe(30);
    expect(daysBetween(isoDate('2026-03-31'), isoDate('2026-06-29'))).toBe(90);
    expect(daysBetween(isoDate('2028-02-28'), isoDate('2028-03-01'))).toBe(2);
    expect(daysBetween(isoDate('2100-02-28'), isoDate('2100-03-01'))).toBe(1);
    expect(daysBetween(isoDate('2026-12-31'), isoDate('2027-01-01'))).toBe(1);
    expect(daysBetween(isoDate('2026-05-05'), isoDate('2026-04-05'))).toBe(-30);
    expect(daysBetween(isoDate('0001-01-01'), isoDate('0001-12-31'))).toBe(364);
  });

  it('agrees with the UTC calendar on any two dates from 1900 to 2199', () => {
    const anyDay = fc.integer({ min: -25_567, max: 83_966 }).map((day) => new Date(day * 86_400_000));
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const text = (d: Date) => isoDate(d.toISOString().slice(0, 10));
        expect(daysBetween(text(a), text(b))).toBe((b.getTime() - a.getTime()) / 86_400_000);
      }),
    );
  });
});

describe('instalment dues', () => {
  it('are due by the end of their own due date', () => {
    const due = instalmentDue(1, '2026-03-31');
    expect(isDueBy(due, isoDate('2026-03-30'))).toBe(false);
    expect(isDueBy(due, isoDate('2026-03-31'))).toBe(true);
  });

  it('are in arrears on unpaid principal or interest, never on charges alone', () => {
    expect(hasArrears(instalmentDue(1, '2026-03-31', { interest: 1 }))).toBe(true);
    expect(hasArrears(instalmentDue(1, '2026-03-31', { principal: 1 }))).toBe(true);
    expect(hasArrears(instalmentDue(1, '2026-03-31', { penal: 50_000, fees: 29_500 }))).toBe(false);
  });

  it('sort oldest first by due date, then instalment number', () => {
    const sorted = oldestFirst([
      instalmentDue(3, '2026-05-05'),
      instalmentDue(2, '2026-04-05'),
      instalmentDue(1, '2026-04-05'),
    ]);
    expect(sorted.map((due) => due.instalmentNumber)).toEqual([1, 2, 3]);
  });
});
