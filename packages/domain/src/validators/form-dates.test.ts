import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar-date.ts';
import { dobProblem, exceedsTotalExperience, sinceDateProblem } from './form-dates.ts';

const today = isoDate('2026-11-21');
const dob = isoDate('1990-05-15');

describe('form dates', () => {
  it.each([
    ['1990-05-15', undefined],
    ['2026-11-21', undefined],
    ['1926-01-01', undefined],
    ['1925-12-31', 'TOO_OLD'],
    ['2026-11-22', 'AFTER_TODAY'],
    ['1990-02-30', 'INVALID'],
    ['15/05/1990', 'INVALID'],
  ])('date of birth %s: %s', (value, problem) => {
    expect(dobProblem(value, today)).toBe(problem);
  });

  it.each([
    ['2021-04-01', undefined],
    ['2026-11-21', undefined],
    ['2026-11-22', 'AFTER_TODAY'],
    ['1990-01-01', undefined],
    ['1989-12-31', 'BEFORE_DOB'],
    ['2021-13-01', 'INVALID'],
  ])('staying or working since %s: %s', (value, problem) => {
    expect(sinceDateProblem(value, today, dob)).toBe(problem);
  });

  it('judges a since date without a date of birth by today alone', () => {
    expect(sinceDateProblem('1950-01-01', today)).toBeUndefined();
  });

  it('refuses a time at the current employer longer than the total experience', () => {
    expect(exceedsTotalExperience(isoDate('2024-11-21'), 24, today)).toBe(false);
    expect(exceedsTotalExperience(isoDate('2024-11-20'), 23, today)).toBe(true);
    expect(exceedsTotalExperience(isoDate('2024-11-22'), 23, today)).toBe(false);
  });
});
