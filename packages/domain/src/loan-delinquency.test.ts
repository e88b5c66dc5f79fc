import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  accruesIncome,
  assetClasses,
  classify,
  classifyAt,
  daysPastDue,
  overdueSince,
  type AssetClass,
} from './loan-delinquency.ts';
import { instalmentDue } from './loan-servicing-test-kit.ts';
import { addDays } from './working-days.ts';

// RBI's example (IRACP clarifications, 12 Nov 2021): an instalment due on 31 March, unpaid.
const unpaid = [
  instalmentDue(1, '2026-03-31', { interest: 2_500, principal: 8_000 }),
  instalmentDue(2, '2026-04-30', { interest: 2_300, principal: 8_200 }),
  instalmentDue(3, '2026-05-31', { interest: 2_100, principal: 8_400 }),
  instalmentDue(4, '2026-06-30', { interest: 1_900, principal: 8_600 }),
];

/** The class at each day-end from `from` to `to`, as the close of business would carry it. */
function runDays(
  dues: Parameters<typeof classifyAt>[1],
  from: string,
  to: string,
  previous: AssetClass = 'STANDARD',
) {
  const classes = new Map<string, ReturnType<typeof classifyAt>>();
  let state = previous;
  for (let day = isoDate(from); day <= to; day = addDays(day, 1)) {
    const result = classifyAt(state, dues, day);
    classes.set(day, result);
    state = result.assetClass;
  }
  return classes;
}

describe('days past due and the RBI classes', () => {
  it('follows RBI’s example: due 31 March, SMA-1 on 30 April, SMA-2 on 30 May, NPA on 29 June', () => {
    const days = runDays(unpaid, '2026-03-30', '2026-07-01');
    expect(days.get('2026-03-30')).toEqual({ dpd: null, assetClass: 'STANDARD' });
    expect(days.get('2026-03-31')).toEqual({ dpd: 0, assetClass: 'SMA-0' });
    expect(days.get('2026-04-29')).toEqual({ dpd: 29, assetClass: 'SMA-0' });
    expect(days.get('2026-04-30')).toEqual({ dpd: 30, assetClass: 'SMA-1' });
    expect(days.get('2026-05-29')).toEqual({ dpd: 59, assetClass: 'SMA-1' });
    expect(days.get('2026-05-30')).toEqual({ dpd: 60, assetClass: 'SMA-2' });
    expect(days.get('2026-06-28')).toEqual({ dpd: 89, assetClass: 'SMA-2' });
    expect(days.get('2026-06-29')).toEqual({ dpd: 90, assetClass: 'NPA' });
    expect(overdueSince(unpaid, isoDate('2026-06-29'))).toBe('2026-03-31');
  });

  it('keeps an NPA while any arrear is left, and upgrades it to STANDARD once all are paid', () => {
    // The March instalment paid: the oldest arrear is now April's, 60 days, but the account stays NPA.
    const partly = unpaid.slice(1);
    expect(classifyAt('NPA', partly, isoDate('2026-06-29'))).toEqual({ dpd: 60, assetClass: 'NPA' });
    // Everything but a rupee of interest paid: still NPA.
    const aRupeeLeft = [instalmentDue(1, '2026-03-31', { interest: 100 }), ...unpaid.slice(3)];
    expect(classifyAt('NPA', aRupeeLeft, isoDate('2026-06-29'))).toEqual({ dpd: 90, assetClass: 'NPA' });
    const anotherRupee = [instalmentDue(3, '2026-05-31', { interest: 100 }), ...unpaid.slice(3)];
    expect(classifyAt('NPA', anotherRupee, isoDate('2026-06-29'))).toEqual({ dpd: 29, assetClass: 'NPA' });
    // All arrears paid; June's instalment is not due yet.
    expect(classifyAt('NPA', unpaid.slice(3), isoDate('2026-06-29'))).toEqual({
      dpd: null,
      assetClass: 'STANDARD',
    });
  });

  it('moves an account below NPA down as well as up with its days past due', () => {
    expect(classifyAt('SMA-2', unpaid.slice(2), isoDate('2026-06-29'))).toEqual({
      dpd: 29,
      assetClass: 'SMA-0',
    });
  });

  it('does not count unpaid charges alone as overdue', () => {
    const chargesOnly = [instalmentDue(1, '2026-03-31', { penal: 50_000, fees: 29_500 })];
    expect(daysPastDue(chargesOnly, isoDate('2026-07-01'))).toBeNull();
    expect(classifyAt('SMA-1', chargesOnly, isoDate('2026-07-01')).assetClass).toBe('STANDARD');
  });

  it('refuses days past due that contradict the arrears, and a negative count', () => {
    expect(() => classify('SMA-0', 3, true)).toThrow(RangeError);
    expect(() => classify('SMA-0', null, false)).toThrow(RangeError);
    expect(() => classify('SMA-0', -1, false)).toThrow(RangeError);
  });

  it('accrues no income on an NPA', () => {
    expect(assetClasses.filter(accruesIncome)).toEqual(['STANDARD', 'SMA-0', 'SMA-1', 'SMA-2']);
  });

  it('never improves the class while nothing is paid (property)', () => {
    const anyDues = fc
      .array(fc.record({ month: fc.integer({ min: 0, max: 6 }), interest: fc.integer({ min: 0, max: 1 }) }), {
        minLength: 1,
        maxLength: 6,
      })
      .map((rows) =>
        rows.map((row, index) =>
          instalmentDue(index + 1, addDays(isoDate('2026-01-05'), row.month * 31), {
            interest: row.interest,
            principal: 1 - row.interest,
          }),
        ),
      );
    fc.assert(
      fc.property(anyDues, fc.integer({ min: 0, max: 400 }), (dues, days) => {
        const rank = (assetClass: AssetClass) => assetClasses.indexOf(assetClass);
        let previous: AssetClass = 'STANDARD';
        let previousDpd = -1;
        for (
          let day = isoDate('2026-01-01');
          day <= addDays(isoDate('2026-01-01'), days);
          day = addDays(day, 1)
        ) {
          const { dpd, assetClass } = classifyAt(previous, dues, day);
          expect(rank(assetClass)).toBeGreaterThanOrEqual(rank(previous));
          if (previousDpd >= 0) expect(dpd).toBe(previousDpd + 1);
          previous = assetClass;
          previousDpd = dpd ?? -1;
        }
      }),
      { numRuns: 50 },
    );
  });
});
