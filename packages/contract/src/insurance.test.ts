import { describe, expect, it } from 'vitest';

import { insuranceProblemText } from './insurance-messages.ts';
import { insuranceUploadSchema, sendInsuranceOtpBodySchema } from './insurance-otp-upload.ts';
import { insuranceFieldSchema, subscribeBodySchema } from './insurance.ts';

describe('the insurance contract', () => {
  it('takes the product and the form values flat, text the database can store', () => {
    const body = { productId: 'pa-individual-1y', name: 'Asha', dob: 642_729_600_000, consent: true };
    expect(subscribeBodySchema.parse(body)).toEqual(body);
    expect(subscribeBodySchema.safeParse({ productId: 'p', name: 'a\u0000b' }).success).toBe(false);
    expect(subscribeBodySchema.safeParse({ name: 'Asha' }).success).toBe(false);
    expect(subscribeBodySchema.safeParse({ productId: 'p', nested: { a: 1 } }).success).toBe(false);
  });

  it('words each form problem as the specification quotes it', () => {
    expect(insuranceProblemText({ key: 'mandatory' })).toBe('Mandatory');
    expect(insuranceProblemText({ key: 'invalid' })).toBe('Invalid');
    expect(insuranceProblemText({ key: 'insuranceAgeBetween', params: { min: 18, max: 65 } })).toBe(
      'Age should be between 18 and 65',
    );
    expect(insuranceProblemText({ key: 'nomineeNameInvalid' })).toBe(
      'Please enter correct correct Nominee name',
    );
    expect(insuranceProblemText({ key: 'nomineeMinor' })).toBe('Nominee cannot be minor!');
    expect(insuranceProblemText({ key: 'enterOtp' })).toBe('Please Enter Otp');
    expect(insuranceProblemText({ key: 'uploadDocument' })).toBe('Please upload document');
  });

  it('names OTP and file fields, and the calls behind them', () => {
    const field = { label: 'Consent OTP', inputType: 'number', value: null, options: null, regex: null };
    const bounds = { min: null, max: null, max_length: 6 };
    for (const type of ['otp', 'file'])
      expect(insuranceFieldSchema.safeParse({ ...field, ...bounds, name: 'x', type }).success).toBe(true);
    expect(
      sendInsuranceOtpBodySchema.safeParse({ productId: 'hospicash-1y', mobile: '9876543210' }).success,
    ).toBe(true);
    expect(sendInsuranceOtpBodySchema.safeParse({ productId: 'hospicash-1y', mobile: '12345' }).success).toBe(
      false,
    );
    const upload = { uploadId: '3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e34', fileName: 'a.pdf', sizeBytes: 8 };
    expect(insuranceUploadSchema.safeParse({ ...upload, contentType: 'application/pdf' }).success).toBe(true);
    expect(insuranceUploadSchema.safeParse({ ...upload, contentType: 'image/gif' }).success).toBe(false);
  });
});
