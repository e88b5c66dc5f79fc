import type { IsoDate } from '@kredo/domain/calendar-date';
import { describe, expect, it } from 'vitest';
import { countsAsPaid, emiCalendar } from './emi-calendar';

const today = '2026-03-10' as IsoDate;

describe('the EMI calendar', () => {
  it('says of each instalment, in date order, whether it is paid, due today, overdue or upcoming', () => {
    const rows = emiCalendar(
      [
        { date: '2026-04-10', paid_date: null },
        { date: '2026-01-10', paid_date: '2026-01-09' },
        { date: '2026-03-10', paid_date: null },
        { date: '2026-02-10', paid_date: null },
      ],
      today,
    );
    expect(rows.map(({ number, date, state }) => [number, date, state])).toEqual([
      [1, '2026-01-10', 'paid'],
      [2, '2026-02-10', 'overdue'],
      [3, '2026-03-10', 'due'],
      [4, '2026-04-10', 'upcoming'],
    ]);
  });

  it('counts an instalment paid late, or paid ahead of its date, as paid', () => {
    const rows = emiCalendar(
      [
        { date: '2026-02-10', paid_date: '2026-03-01' },
        { date: '2026-04-10', paid_date: '2026-03-09' },
      ],
      today,
    );
    expect(rows.map((row) => row.state)).toEqual(['paid', 'paid']);
  });

  it('shows an instalment the advance covers in full as paid in advance, and what is left of one it covers in part', () => {
    const rows = emiCalendar(
      [
        { date: '2026-03-10', paid_date: null, amount: 1_083_334, unpaid: 1_083_334, advance: 1_083_334 },
        { date: '2026-04-10', paid_date: null, amount: 1_083_334, unpaid: 1_083_334, advance: 100_000 },
        { date: '2026-05-10', paid_date: null, amount: 1_083_334, unpaid: 1_083_334, advance: 0 },
      ],
      today,
    );
    expect(rows.map(({ state, part }) => [state, part])).toEqual([
      ['advance', null],
      ['upcoming', { advance: 100_000, left: 983_334 }],
      ['upcoming', null],
    ]);
    expect(rows.filter(countsAsPaid)).toHaveLength(1);
  });

  it('once the loan is closed, shows the instalments not paid before the closure as closed, never overdue or upcoming', () => {
    const rows = emiCalendar(
      [
        { date: '2026-01-10', paid_date: '2026-01-10', unpaid: 0, advance: 0 },
        { date: '2026-02-10', paid_date: null, unpaid: 0, advance: 0 },
        { date: '2026-04-10', paid_date: null, unpaid: 0, advance: 0 },
      ],
      today,
      true,
    );
    expect(rows.map((row) => row.state)).toEqual(['paid', 'closed', 'closed']);
  });
});
