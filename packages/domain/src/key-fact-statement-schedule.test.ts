import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { monthlyRateOfReturn } from './annual-percentage-rate.ts';
import { dueDates, repaymentSchedule } from './key-fact-statement-schedule.ts';
import { paise } from './money.ts';

describe('dueDates', () => {
  const first = (disbursed: string, dueDay: number) => dueDates(isoDate(disbursed), dueDay, 1)[0];

  it('puts the first instalment on the first due day at least a month after disbursal', () => {
    expect(first('2026-11-03', 5)).toBe('2026-12-05');
    expect(first('2026-11-05', 5)).toBe('2026-12-05'); // exactly a month
    expect(first('2026-11-06', 5)).toBe('2027-01-05');
    expect(first('2026-11-24', 28)).toBe('2026-12-28');
  });

  it('reads a month after the 30th or 31st as the next month’s last day', () => {
    expect(first('2027-01-31', 28)).toBe('2027-02-28');
    expect(first('2027-01-30', 5)).toBe('2027-03-05');
  });

  it('runs monthly across the year’s end', () => {
    expect(dueDates(isoDate('2026-10-20'), 25, 4)).toEqual([
      '2026-11-25',
      '2026-12-25',
      '2027-01-25',
      '2027-02-25',
    ]);
  });
});

describe('repaymentSchedule', () => {
  it('charges no interest on a loan without any', () => {
    const rows = repaymentSchedule(
      paise(30_000),
      [paise(10_000), paise(10_000), paise(10_000)],
      isoDate('2026-11-24'),
      5,
    );
    expect(rows.map((row) => [row.outstandingPrincipal, row.principal, row.interest])).toEqual([
      [30_000, 10_000, 0],
      [20_000, 10_000, 0],
      [10_000, 10_000, 0],
    ]);
    expect(monthlyRateOfReturn(paise(30_000), [paise(10_000), paise(10_000), paise(10_000)])).toBe(0);
  });

  it('takes a one-month loan’s whole interest in its one row', () => {
    const rows = repaymentSchedule(paise(100_000), [paise(102_500)], isoDate('2026-11-24'), 5);
    expect(rows).toEqual([
      {
        instalmentNumber: 1,
        dueDate: '2027-01-05',
        outstandingPrincipal: 100_000,
        principal: 100_000,
        interest: 2_500,
        instalment: 102_500,
      },
    ]);
  });
});
