import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDates,
  completedMonths,
  completedYears,
  indianDate,
  isIsoDate,
  isoDate,
  parseIsoDate,
} from './calendar-date.ts';

describe('parseIsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1990-05-15', '2026-12-31', '0001-01-01'])('reads %s', (text) => {
    expect(isIsoDate(text)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-1-5',
    '24-01-05',
    '',
    '2024-01-05T00:00',
  ])('refuses %j', (text) => {
    expect(parseIsoDate(text)).toBeUndefined();
    expect(() => isoDate(text)).toThrow(RangeError);
  });
});

describe('indianDate', () => {
  it('turns over at midnight in India, 18:30 UTC', () => {
    expect(indianDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indianDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });
});

describe('completedYears and completedMonths', () => {
  it.each([
    ['1990-05-15', '2011-05-14', 20],
    ['1990-05-15', '2011-05-15', 21],
    ['1966-11-21', '2026-11-21', 60],
    ['1965-11-21', '2026-11-20', 60],
    ['1965-11-21', '2026-11-21', 61],
    ['2004-02-29', '2025-02-27', 20],
    ['2004-02-29', '2025-02-28', 21],
    ['2004-02-29', '2024-02-29', 20],
  ])('born %s is %i on %s', (dob, on, age) => {
    expect(completedYears(isoDate(dob), isoDate(on))).toBe(age);
  });

  it.each([
    ['2026-01-31', '2026-02-27', 0],
    ['2026-01-31', '2026-02-28', 1],
    ['2026-01-15', '2026-03-14', 1],
    ['2026-01-15', '2026-03-15', 2],
    ['2026-03-15', '2026-01-15', -2],
  ])('from %s to %s is %i months', (from, to, months) => {
    expect(completedMonths(isoDate(from), isoDate(to))).toBe(months);
  });

  const dates = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => isoDate(date.toISOString().slice(0, 10)));

  it('never decrease as the later date moves on', () => {
    fc.assert(
      fc.property(dates, dates, dates, (from, a, b) => {
        const [earlier, later] = compareDates(a, b) <= 0 ? [a, b] : [b, a];
        expect(completedMonths(from, earlier)).toBeLessThanOrEqual(completedMonths(from, later));
      }),
    );
  });

  it('count a whole year on the same day a year later', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 150 }), (from, years) => {
        const [year, month, day] = from.split('-');
        const anniversary = `${String(Number(year) + years).padStart(4, '0')}-${month}-${day}`;
        fc.pre(isIsoDate(anniversary));
        expect(completedYears(from, isoDate(anniversary))).toBe(years);
      }),
    );
  });
});
