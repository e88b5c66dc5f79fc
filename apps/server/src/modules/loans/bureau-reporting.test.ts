import { isoDate } from '@kredo/domain/calendar-date';
import { describe, expect, it } from 'vitest';

import { nextBureauReportingDate } from './bureau-reporting.ts';

describe('nextBureauReportingDate', () => {
  it('is the 15th or the month-end before July 2026', () => {
    expect(nextBureauReportingDate(isoDate('2026-01-03'))).toBe('2026-01-15');
    expect(nextBureauReportingDate(isoDate('2026-01-15'))).toBe('2026-01-15');
    expect(nextBureauReportingDate(isoDate('2026-01-16'))).toBe('2026-01-31');
    expect(nextBureauReportingDate(isoDate('2026-02-20'))).toBe('2026-02-28');
    expect(nextBureauReportingDate(isoDate('2026-06-30'))).toBe('2026-06-30');
  });

  it('is the 9th, 16th, 23rd or month-end from July 2026', () => {
    expect(nextBureauReportingDate(isoDate('2026-07-01'))).toBe('2026-07-09');
    expect(nextBureauReportingDate(isoDate('2026-07-10'))).toBe('2026-07-16');
    expect(nextBureauReportingDate(isoDate('2026-07-23'))).toBe('2026-07-23');
    expect(nextBureauReportingDate(isoDate('2026-07-24'))).toBe('2026-07-31');
    expect(nextBureauReportingDate(isoDate('2028-02-24'))).toBe('2028-02-29');
  });
});
