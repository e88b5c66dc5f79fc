import type { IsoDate } from '@kredo/domain/calendar-date';
import { addDays } from '@kredo/domain/working-days';
import { describe, expect, it } from 'vitest';
import { needsPayConfirmation, upcomingEmiDate } from './pay-confirmation';

const today = '2026-03-30' as IsoDate;
const emiIn = (days: number) => [{ date: addDays(today, days), paid_date: null }];

describe('asking before Pay (spec 001 §4.9)', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [10, false],
  ])('an unpaid EMI %i days away with its NACH being presented: asks %s', (days, asks) => {
    expect(needsPayConfirmation({ schedule: emiIn(days), today, nachPresentationInProcess: true })).toBe(
      asks,
    );
  });

  it('does not ask when no NACH presentation is under way, however close the EMI', () => {
    expect(needsPayConfirmation({ schedule: emiIn(0), today, nachPresentationInProcess: false })).toBe(false);
  });

  it('looks past an overdue instalment to the upcoming one, and across a month end', () => {
    const schedule = [
      { date: addDays(today, -30), paid_date: null },
      { date: '2026-04-01', paid_date: null },
    ];
    expect(upcomingEmiDate(schedule, today)).toBe('2026-04-01');
    expect(needsPayConfirmation({ schedule, today, nachPresentationInProcess: true })).toBe(true);
  });

  it('skips an EMI already paid ahead of its date', () => {
    const schedule = [
      { date: addDays(today, 1), paid_date: today },
      { date: addDays(today, 31), paid_date: null },
    ];
    expect(needsPayConfirmation({ schedule, today, nachPresentationInProcess: true })).toBe(false);
  });

  it('does not ask once every instalment is behind', () => {
    expect(needsPayConfirmation({ schedule: emiIn(-1), today, nachPresentationInProcess: true })).toBe(false);
  });
});
