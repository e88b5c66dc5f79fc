import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate } from './calendar-date.ts';
import {
  dateEntryValue,
  formatDateEntry,
  formatDateInWords,
  maskDateEntry,
  readDateEntry,
} from './date-entry.ts';

describe('formatDateEntry and formatDateInWords', () => {
  it('show an ISO date as Indians read it', () => {
    expect(formatDateEntry('1990-05-15')).toBe('15/05/1990');
    expect(formatDateEntry('2024-02-29')).toBe('29/02/2024');
    expect(formatDateInWords('1990-05-15')).toBe('15 May 1990');
    expect(formatDateInWords('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDateInWords('2026-09-30')).toBe('30 Sep 2026');
  });

  it('write the month in Hindi for a Hindi reader, every month of the year', () => {
    expect(formatDateInWords('2027-01-05', 'hi')).toBe('5 जनवरी 2027');
    expect(formatDateInWords('2027-01-05', 'en')).toBe('5 Jan 2027');
    const months = Array.from({ length: 12 }, (_, month) =>
      formatDateInWords(`2027-${String(month + 1).padStart(2, '0')}-15`, 'hi'),
    );
    expect(months).toEqual([
      '15 जनवरी 2027',
      '15 फ़रवरी 2027',
      '15 मार्च 2027',
      '15 अप्रैल 2027',
      '15 मई 2027',
      '15 जून 2027',
      '15 जुलाई 2027',
      '15 अगस्त 2027',
      '15 सितंबर 2027',
      '15 अक्टूबर 2027',
      '15 नवंबर 2027',
      '15 दिसंबर 2027',
    ]);
    expect(formatDateInWords('2023-02-29', 'hi')).toBe('2023-02-29');
  });

  it('leave text that is not an ISO date as it is', () => {
    expect(formatDateEntry('15/05')).toBe('15/05');
    expect(formatDateEntry('')).toBe('');
    expect(formatDateInWords('2023-02-29')).toBe('2023-02-29');
  });
});

describe('readDateEntry', () => {
  it.each([
    ['15/05/1990', '1990-05-15'],
    ['15-05-1990', '1990-05-15'],
    ['15.05.1990', '1990-05-15'],
    [' 5/5/1990 ', '1990-05-05'],
    ['1990-05-15', '1990-05-15'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %j as %s', (typed, iso) => {
    expect(readDateEntry(typed)).toBe(iso);
  });

  it.each(['31/02/1990', '29/02/2023', '15/13/1990', '00/05/1990', '15/05/90', '15/05', '1990/05/15', 'abc', ''])(
    'refuses %j',
    (typed) => {
      expect(readDateEntry(typed)).toBeUndefined();
    },
  );
});

describe('maskDateEntry', () => {
  it.each([
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1505', '15/05'],
    ['15051', '15/05/1'],
    ['15051990', '15/05/1990'],
    ['150519901', '15/05/1990'],
    ['15/', '15/'],
    ['5/', '05/'],
    ['5/3/', '05/03/'],
    ['15//', '15/'],
    ['15a0', '15/0'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(maskDateEntry(typed)).toBe(shown);
  });
});

describe('dateEntryValue', () => {
  it('holds the ISO date of a whole date and the shown text of a part of one', () => {
    expect(dateEntryValue('15/05/1990')).toBe('1990-05-15');
    expect(dateEntryValue('1990-05-15')).toBe('1990-05-15');
    expect(dateEntryValue('15-05-1990')).toBe('1990-05-15');
    expect(dateEntryValue('1505')).toBe('15/05');
    expect(dateEntryValue('31/02/1990')).toBe('31/02/1990');
    expect(dateEntryValue('')).toBe('');
    // What the field shows is what it holds: digits pasted without slashes, or one typed too many.
    expect(dateEntryValue('15051990')).toBe('1990-05-15');
    expect(dateEntryValue('150519901')).toBe('1990-05-15');
  });
});

const anyDate = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => isoDate(date.toISOString().slice(0, 10)));

describe('date entry properties', () => {
  it('reads back every date it shows, in either order of parts', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(readDateEntry(formatDateEntry(date))).toBe(date);
        expect(readDateEntry(formatDateEntry(date).replaceAll('/', '-'))).toBe(date);
        expect(dateEntryValue(date)).toBe(date);
      }),
    );
  });

  it('typing the eight digits one at a time ends at the date, shown DD/MM/YYYY', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        let value = '';
        for (const digit of formatDateEntry(date).replaceAll('/', '')) {
          value = dateEntryValue(formatDateEntry(value) + digit);
        }
        expect(value).toBe(date);
        expect(formatDateEntry(value)).toBe(formatDateEntry(date));
      }),
    );
  });

  it('the mask is stable and never holds more than a date of digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '/', '-', '.', ' ', 'x') }), (typed) => {
        const shown = maskDateEntry(typed);
        expect(maskDateEntry(shown)).toBe(shown);
        expect(shown.replace(/\D/g, '').length).toBeLessThanOrEqual(8);
        expect(shown).toMatch(/^(\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?)$/);
      }),
    );
  });
});
