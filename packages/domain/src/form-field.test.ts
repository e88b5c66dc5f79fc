import { describe, expect, it } from 'vitest';

import { fieldProblem, readMoneyText, type FormFieldRule } from './form-field.ts';

const today = '2026-11-21';
const text: FormFieldRule = { type: 'text', regex: '^[A-Za-z ]{2,30}$', max_length: 250, isRequired: true };
const amount: FormFieldRule = { type: 'number', min_val: 1_500_000, max_val: 2_500_000, isRequired: true };
const optionalEmail: FormFieldRule = {
  type: 'email',
  regex: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$',
  isRequired: false,
};
const since: FormFieldRule = { type: 'datePicker', isRequired: true };

describe('fieldProblem', () => {
  it.each([
    ['a blank required field', text, '  ', 'REQUIRED'],
    ['a missing required field', text, null, 'REQUIRED'],
    ['a blank optional field', optionalEmail, '', undefined],
    ['text matching its pattern', text, ' Asha Verma ', undefined],
    ['text against its pattern', text, 'Asha 9', 'PATTERN'],
    ['text over its cap', { ...text, regex: undefined, max_length: 5 }, 'abcdef', 'TOO_LONG'],
    ['a number within bounds', amount, 2_000_000, undefined],
    ['a number at the lower bound', amount, 1_500_000, undefined],
    ['a number below the bound', amount, 1_499_999, 'BELOW_MIN'],
    ['a number above the bound', amount, 2_500_001, 'ABOVE_MAX'],
    ['a typed number', amount, '2000000', undefined],
    ['a word in a number field', amount, 'lots', 'PATTERN'],
    ['an amount of money as typed', { ...amount, unit: 'paise' }, '2000000', undefined],
    ['an amount of money with a leading zero', { ...amount, unit: 'paise' }, '02000000', 'PATTERN'],
    ['an amount of money of zeros', { ...amount, min_val: 0, unit: 'paise' }, '00', 'PATTERN'],
    ['an amount of money of zero', { ...amount, min_val: 0, unit: 'paise' }, '0', undefined],
    ['a spaced amount of money', { ...amount, unit: 'paise' }, '2 000 000', 'PATTERN'],
    ['a bad optional e-mail', optionalEmail, 'asha@', 'PATTERN'],
    ['today', since, today, undefined],
    ['a date after today', since, '2026-11-22', 'AFTER_TODAY'],
    ['a date that does not exist', since, '2026-02-30', 'PATTERN'],
    ['not a date', since, '30/01/2026', 'PATTERN'],
  ] as const)('%s', (_what, field, value, problem) => {
    expect(fieldProblem(field, value, today)).toBe(problem);
  });

  it("takes only one of a choice field's options", () => {
    const tenure: FormFieldRule = {
      type: 'dropdown',
      options: [{ value: '3' }, { value: '6' }],
      min_val: 3,
      max_val: 6,
      isRequired: true,
    };
    expect(fieldProblem(tenure, 6, today)).toBeUndefined();
    expect(fieldProblem(tenure, '3', today)).toBeUndefined();
    expect(fieldProblem(tenure, 4, today)).toBe('PATTERN');
  });

  it('takes a file field as given once it has a value', () => {
    expect(fieldProblem({ type: 'file', isRequired: true }, 'SELFIE', today)).toBeUndefined();
    expect(fieldProblem({ type: 'file', isRequired: true }, null, today)).toBe('REQUIRED');
  });
});

describe('readMoneyText', () => {
  it.each([
    ['150', 150],
    ['0', 0],
    ['0150', undefined],
    ['00', undefined],
    ['1.5', undefined],
    ['-5', undefined],
    ['', undefined],
  ] as const)('%s', (text, amount) => {
    expect(readMoneyText(text)).toBe(amount);
  });
});
