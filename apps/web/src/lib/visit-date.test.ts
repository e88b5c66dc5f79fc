import { describe, expect, it } from 'vitest';
import { formatVisitDate } from './visit-date';

describe('formatVisitDate', () => {
  it('names the weekday and the date, in any time zone', () => {
    expect(formatVisitDate('2026-11-23')).toBe('Monday, 23 November 2026');
    expect(formatVisitDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });
});
