import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import { appointmentDates } from './kyc-appointment.ts';

describe('appointmentDates', () => {
  it('offers the next seven days from tomorrow, without the Sunday', () => {
    // 2026-11-21 is a Saturday: the 22nd is a Sunday.
    expect(appointmentDates(isoDate('2026-11-21'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('crosses a month and a year end', () => {
    expect(appointmentDates(isoDate('2026-12-29'))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-04',
      '2027-01-05',
    ]);
  });

  it('never offers today or a Sunday', () => {
    for (const today of ['2026-02-27', '2028-02-28', '2026-06-14'].map(isoDate)) {
      const dates = appointmentDates(today);
      expect(dates).not.toContain(today);
      expect(dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
      expect(dates.length).toBe(6);
    }
  });
});
