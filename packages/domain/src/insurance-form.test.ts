import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  type InsuranceField,
  insuranceFieldProblem,
  normaliseInsuranceValue,
  readInsuranceDate,
  readInsuranceForm,
} from './insurance-form.ts';

const today = isoDate('2026-03-15');
const field = (overrides: Partial<InsuranceField> & { name: string }): InsuranceField => ({
  label: overrides.name,
  type: 'text',
  ...overrides,
});

const name = field({ name: 'name', regex: '^[A-Za-z][A-Za-z .]{0,99}$' });
const dob = field({ name: 'dob', type: 'date', min: 18, max: 65 });
const gender = field({ name: 'gender', type: 'radio', options: [{ value: 'Male' }, { value: 'Female' }] });
const mobile = field({ name: 'mobile', regex: '^[5-9]\\d{9}$' });
const pan = field({ name: 'pan', regex: '^[A-Z]{5}\\d{4}[A-Z]$' });
const pincode = field({ name: 'pincode', regex: '^\\d{6}$', max_length: 6 });
const nomineeName = field({ name: 'nominee_name' });
const nomineeRelationship = field({ name: 'nominee_relationship', type: 'select' });
const nomineeDob = field({ name: 'nominee_dob', type: 'date', min: 18, max: 100 });
const fields = [name, dob, gender, mobile, pan, pincode, nomineeName, nomineeRelationship, nomineeDob];

const filled = {
  name: '  Asha Verma ',
  dob: '1990-05-15',
  gender: 'female',
  mobile: '98765432109',
  pan: 'abcpv1234k',
  pincode: '560001',
  nominee_name: 'Ravi Verma',
  nominee_relationship: 'Spouse',
  nominee_dob: '1988-01-01',
};

describe('the insurance details form (spec 002 §5)', () => {
  it('trims, cuts and upper-cases pan, mobile and pin, capitalises gender, turns dates into timestamps', () => {
    const result = readInsuranceForm(fields, filled, today);
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Asha Verma',
        dob: Date.UTC(1990, 4, 15),
        gender: 'Female',
        mobile: '9876543210',
        pan: 'ABCPV1234K',
        pincode: '560001',
        nominee_name: 'Ravi Verma',
        nominee_relationship: 'Spouse',
        nominee_dob: Date.UTC(1988, 0, 1),
      },
    });
  });

  it('answers Mandatory for every empty field, including blanks and an unticked box', () => {
    const result = readInsuranceForm(
      [...fields, field({ name: 'consent', type: 'checkbox' })],
      { consent: false, name: '   ' },
      today,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.problems)).toHaveLength(fields.length + 1);
    expect(new Set(Object.values(result.problems).map((problem) => problem.key))).toEqual(
      new Set(['mandatory']),
    );
  });

  it('answers Invalid for a regex mismatch or a value outside the options', () => {
    expect(insuranceFieldProblem(mobile, '1234567890', today)).toEqual({ key: 'invalid' });
    expect(insuranceFieldProblem(gender, 'Other', today)).toEqual({ key: 'invalid' });
    expect(insuranceFieldProblem(dob, '1990-02-30', today)).toEqual({ key: 'invalid' });
    expect(insuranceFieldProblem(dob, '2027-01-01', today)).toEqual({ key: 'invalid' });
  });

  it('counts age in completed years by India calendar days, both bounds included', () => {
    const between = { key: 'insuranceAgeBetween', params: { min: 18, max: 65 } };
    expect(insuranceFieldProblem(dob, '2008-03-15', today)).toBeUndefined();
    expect(insuranceFieldProblem(dob, '2008-03-16', today)).toEqual(between);
    expect(insuranceFieldProblem(dob, '1960-03-16', today)).toBeUndefined();
    expect(insuranceFieldProblem(dob, '1960-03-15', today)).toEqual(between);
  });

  it('reads a timestamp at midnight in India or in UTC as the same day', () => {
    expect(readInsuranceDate(Date.UTC(1990, 4, 15))).toBe('1990-05-15');
    expect(readInsuranceDate(Date.UTC(1990, 4, 14, 18, 30))).toBe('1990-05-15');
    expect(readInsuranceDate(1.5)).toBeUndefined();
    expect(readInsuranceDate('15/05/1990')).toBeUndefined();
  });

  it('cuts to 10 when the definition names no max_length', () => {
    expect(normaliseInsuranceValue(field({ name: 'nominee_mobile' }), ' 98765432101234 ')).toBe('9876543210');
    expect(normaliseInsuranceValue(pincode, '5600011')).toBe('560001');
  });

  it('holds the nominee to letters and spaces, the five relations and adulthood', () => {
    expect(insuranceFieldProblem(nomineeName, 'Ravi 2', today)).toEqual({ key: 'nomineeNameInvalid' });
    expect(insuranceFieldProblem(nomineeName, 'Ravi.', today)).toEqual({ key: 'nomineeNameInvalid' });
    expect(insuranceFieldProblem(nomineeRelationship, 'Uncle', today)).toEqual({ key: 'invalid' });
    expect(insuranceFieldProblem(nomineeRelationship, 'Daughter', today)).toBeUndefined();
    expect(insuranceFieldProblem(nomineeDob, '2008-03-16', today)).toEqual({ key: 'nomineeMinor' });
    expect(insuranceFieldProblem(nomineeDob, '2008-03-15', today)).toBeUndefined();
  });

  it('drops values for names the product does not define', () => {
    const result = readInsuranceForm([name], { name: 'Asha', productId: 'x', extra: 'y' }, today);
    expect(result).toEqual({ ok: true, values: { name: 'Asha' } });
  });
});
