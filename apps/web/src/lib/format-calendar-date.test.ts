import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-calendar-date';
import { changeLanguage } from './i18n';

describe('formatCalendarDate', () => {
  afterEach(() => changeLanguage('en'));

  it('writes a calendar date in the language asked for', () => {
    expect(formatCalendarDate('2027-01-05', 'en')).toBe('5 Jan 2027');
    expect(formatCalendarDate('2027-01-05', 'hi')).toBe('5 जनवरी 2027');
    expect(formatCalendarDate('not a date', 'hi')).toBe('not a date');
  });

  it('follows the language the borrower chose, so every screen shows Hindi months in Hindi', async () => {
    expect(formatCalendarDate('2027-01-05')).toBe('5 Jan 2027');
    await changeLanguage('hi');
    expect(formatCalendarDate('2027-01-05')).toBe('5 जनवरी 2027');
    expect(formatCalendarDate('2026-11-24')).toBe('24 नवंबर 2026');
    await changeLanguage('en');
    expect(formatCalendarDate('2027-01-05')).toBe('5 Jan 2027');
  });
});
