import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  type InsuranceField,
  insuranceFieldProblem,
  normaliseInsuranceValue,
  readInsuranceForm,
} from './insurance-form.ts';

const today = isoDate('2026-03-15');
const otp: InsuranceField = { name: 'consent_otp', label: 'Consent OTP', type: 'otp', max_length: 6 };
const shortOtp: InsuranceField = { name: 'code', label: 'Code', type: 'otp', max_length: 4 };
const lengthless: InsuranceField = { name: 'code', label: 'Code', type: 'otp' };
const file: InsuranceField = { name: 'certificate', label: 'Certificate', type: 'file' };
const uploadId = '3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e34';

describe('an OTP field (spec 002 §5, spec 000 §5.4)', () => {
  it('keeps only digits, cut to its length, as it is typed and when the server reads it', () => {
    expect(normaliseInsuranceValue(otp, ' 12 34-56 ')).toBe('123456');
    expect(normaliseInsuranceValue(otp, '1234567')).toBe('123456');
    expect(normaliseInsuranceValue(otp, 'abc')).toBe('');
    expect(normaliseInsuranceValue(shortOtp, '98765')).toBe('9876');
  });

  it("answers 'Please Enter Otp' when blank or short of its digits, 6 unless it says", () => {
    expect(insuranceFieldProblem(otp, '', today)).toEqual({ key: 'enterOtp' });
    expect(insuranceFieldProblem(otp, undefined, today)).toEqual({ key: 'enterOtp' });
    expect(insuranceFieldProblem(otp, '12345', today)).toEqual({ key: 'enterOtp' });
    expect(insuranceFieldProblem(otp, '123456', today)).toBeUndefined();
    expect(insuranceFieldProblem(lengthless, '12345', today)).toEqual({ key: 'enterOtp' });
    expect(insuranceFieldProblem(lengthless, '012345', today)).toBeUndefined();
    expect(insuranceFieldProblem(shortOtp, '0123', today)).toBeUndefined();
  });

  it('takes a code only as text: a number has lost its leading zeros', () => {
    expect(insuranceFieldProblem(otp, 123456, today)).toEqual({ key: 'enterOtp' });
    expect(insuranceFieldProblem(otp, true, today)).toEqual({ key: 'enterOtp' });
  });
});

describe('a file field (spec 002 §5, spec 000 §5.4)', () => {
  it("answers 'Please upload document' without an upload's id", () => {
    expect(insuranceFieldProblem(file, '', today)).toEqual({ key: 'uploadDocument' });
    expect(insuranceFieldProblem(file, null, today)).toEqual({ key: 'uploadDocument' });
    expect(insuranceFieldProblem(file, false, today)).toEqual({ key: 'uploadDocument' });
    expect(insuranceFieldProblem(file, 'certificate.pdf', today)).toEqual({ key: 'uploadDocument' });
    expect(insuranceFieldProblem(file, uploadId, today)).toBeUndefined();
  });
});

describe('a form with both', () => {
  it('reads the code and the upload id as text, trimmed, beside the other fields', () => {
    const name: InsuranceField = { name: 'name', label: 'Name', type: 'text' };
    const fields = [name, file, otp];
    expect(
      readInsuranceForm(
        fields,
        { name: 'Asha', certificate: ` ${uploadId} `, consent_otp: '0123 45' },
        today,
      ),
    ).toEqual({ ok: true, values: { name: 'Asha', certificate: uploadId, consent_otp: '012345' } });
    expect(readInsuranceForm(fields, { name: 'Asha', consent_otp: '12' }, today)).toEqual({
      ok: false,
      problems: { certificate: { key: 'uploadDocument' }, consent_otp: { key: 'enterOtp' } },
    });
  });
});
