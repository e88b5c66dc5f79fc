import { describe, expect, it } from 'vitest';

import { insuranceProblemText } from './insurance-messages.ts';
import { subscribeBodySchema } from './insurance.ts';

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
});
