import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatYear, isoDateInIndia } from './format-date-time';

const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('formatDateTime', () => {
  it('shows a UTC instant as the date and time in India', () => {
    expect(formatDateTime('2026-01-31T20:00:00Z')).toBe('1 Feb 2026, 01:30');
    expect(formatDateTime(Date.parse('2026-01-31T20:00:00Z'), { seconds: true })).toBe(
      '1 Feb 2026, 01:30:00',
    );
  });

  it('gives the same text whatever zone the device is set to', () => {
    const instant = new Date('2026-01-31T20:00:00Z');
    process.env.TZ = 'America/Los_Angeles';
    expect(instant.getDate()).toBe(31);
    expect(formatDateTime(instant)).toBe('1 Feb 2026, 01:30');
  });
});

describe('formatYear', () => {
  it('turns the year at midnight in India', () => {
    expect(formatYear('2025-12-31T18:29:59Z')).toBe('2025');
    expect(formatYear('2025-12-31T18:30:00Z')).toBe('2026');
  });
});

describe('isoDateInIndia', () => {
  it('gives the date input value of the day in India', () => {
    expect(isoDateInIndia('2026-01-31T18:29:59Z')).toBe('2026-01-31');
    expect(isoDateInIndia('2026-01-31T18:30:00Z')).toBe('2026-02-01');
  });
});
