import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { describe, expect, it } from 'vitest';
import { eligibilitySave, eligibilitySchema, sameAsSaved } from './eligibility-form';

const today = isoDate('2026-11-21');
const good = {
  dob: '1995-11-21',
  pincode: ' 560001 ',
  employmentType: 'SALARIED',
  salaryMode: 'BANK_TRANSFER',
  experienceYears: '2',
  experienceMonths: '6',
  netMonthlyIncome: '30000',
};

const errorOf = (values: Record<string, string>, field: string) => {
  const result = eligibilitySchema(today).safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('the eligibility form', () => {
  it('accepts good answers, trimmed', () => {
    expect(eligibilitySchema(today).parse(good).pincode).toBe('560001');
  });

  it.each([
    ['dob', '', messages.mandatory],
    ['dob', '2005-11-22', messages.ageBetween],
    ['dob', '1965-11-21', messages.ageBetween],
    ['pincode', '', messages.mandatory],
    ['pincode', '056001', messages.invalidPincode],
    ['pincode', '56001', messages.invalidPincode],
    ['employmentType', '', messages.mandatory],
    ['salaryMode', 'PAYPAL', messages.mandatory],
    ['experienceYears', '61', messages.selectWorkExperience],
    ['experienceMonths', '12', messages.selectWorkExperience],
    ['netMonthlyIncome', '0', messages.invalid],
    ['netMonthlyIncome', '12345678901', messages.invalid],
    ['netMonthlyIncome', '', messages.mandatory],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorOf({ ...good, [field]: value }, field)).toBe(message);
  });

  it('accepts the ends of the age range', () => {
    expect(errorOf({ ...good, dob: '2005-11-21' }, 'dob')).toBeUndefined();
    expect(errorOf({ ...good, dob: '1965-11-22' }, 'dob')).toBeUndefined();
  });

  it('saves income in paise and experience in months, the date of birth only when the account lacks one', () => {
    const answers = eligibilitySchema(today).parse(good);
    expect(eligibilitySave(answers, null).profileData).toEqual({
      dob: '1995-11-21',
      address: { pincode: '560001' },
      workExperienceMonths: 30,
      financeBasicInfo: {
        employmentType: 'SALARIED',
        salaryMode: 'BANK_TRANSFER',
        netMonthlyIncome: 3_000_000,
      },
    });
    expect(eligibilitySave(answers, '1995-11-21').profileData).not.toHaveProperty('dob');
  });

  it('finds the answers unchanged when only the spaces around them differ from the saved ones', () => {
    const answers = eligibilitySchema(today).parse(good);
    expect(sameAsSaved(answers, { ...good, pincode: '560001' })).toBe(true);
    expect(sameAsSaved(answers, { ...good, netMonthlyIncome: '31000' })).toBe(false);
  });
});
