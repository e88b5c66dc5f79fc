import type { IsoDate } from '@kredo/domain/calendar-date';
import { describe, expect, it } from 'vitest';
import { emiCalendar } from './emi-calendar';

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
});
