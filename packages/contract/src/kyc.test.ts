import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  aadhaarNumberSchema,
  appointmentAddressSchema,
  captchaSchema,
  generateOkycOtpBodySchema,
  obfuscateReturnUrl,
  revealReturnUrl,
  withReturnParams,
} from './kyc.ts';
import { messages } from './messages.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('aadhaarNumberSchema', () => {
  it.each(['234567890124', '2345 6789 0124', '999941057058'])('accepts %s', (value) => {
    expect(aadhaarNumberSchema.parse(value)).toBe(value.replace(/ /g, ''));
  });

  it.each([
    ['', messages.enterAadhaarDigits],
    ['23456789012', messages.enterAadhaarDigits],
    ['2345678901245', messages.enterAadhaarDigits],
    ['23456789012a', messages.enterAadhaarDigits],
    // Twelve digits with a wrong check digit, or starting 0 or 1.
    ['234567890123', messages.enterValidAadhaar],
    ['123456789012', messages.enterValidAadhaar],
    ['012345678901', messages.enterValidAadhaar],
  ])('refuses %j with one message, %s', (value, message) => {
    expect(messagesOf(aadhaarNumberSchema.safeParse(value))).toEqual([message]);
  });
});

describe('captchaSchema', () => {
  it('accepts letters and digits in any case, trimmed', () => {
    expect(captchaSchema.parse(' aB3d ')).toBe('aB3d');
  });

  it.each([
    ['', messages.enterCaptcha],
    ['   ', messages.enterCaptcha],
    ['ab', messages.enterValidCaptcha],
    ['ab cd', messages.enterValidCaptcha],
    ['abcd!', messages.enterValidCaptcha],
  ])('refuses %j: %s', (value, message) => {
    expect(messagesOf(captchaSchema.safeParse(value))).toEqual([message]);
  });
});

describe('generate-otp body', () => {
  it('names the field each problem belongs to', () => {
    const result = generateOkycOtpBodySchema.safeParse({
      session_id: '5b0c7e1e-0a44-4a0a-9d43-1c1f6b0f7a11',
      captcha: '',
      aadhaar_no: '234567890123',
      userId: '8d1c2b3a-0000-4000-8000-000000000001',
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byPath).toEqual({ captcha: messages.enterCaptcha, aadhaar_no: messages.enterValidAadhaar });
  });
});

describe('appointment address', () => {
  it('needs every line', () => {
    const result = appointmentAddressSchema.safeParse({ house: '12B', street: 'MG Road' });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(['locality', 'landmark', 'pincode']),
    );
  });
});

describe('the DigiLocker return address', () => {
  const url = 'http://localhost:8080/#/healwise/loan-application/kyc/digilocker?userId=u-1&returnTo=%2Fx';

  it('survives obfuscation and does not show the userId', () => {
    const text = obfuscateReturnUrl(url);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text).not.toContain('userId');
    expect(revealReturnUrl(text)).toBe(url);
  });

  it('keeps non-ASCII text', () => {
    expect(revealReturnUrl(obfuscateReturnUrl('http://x/#/a?n=आशा'))).toBe('http://x/#/a?n=आशा');
  });

  it.each([
    ['http://x', 'aHR0cDovL3g'],
    ['ab', 'YWI'],
    ['abc', 'YWJj'],
    ['आ', '4KSG'],
    ['?>?', 'Pz4_'],
  ])('is base64url of the UTF-8 text: %s', (text, hidden) => {
    expect(obfuscateReturnUrl(text)).toBe(hidden);
  });

  it('reveals whatever it hid', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), (text) => {
        expect(revealReturnUrl(obfuscateReturnUrl(text))).toBe(text);
      }),
    );
  });

  it('reveals nothing from text that is not ours', () => {
    expect(revealReturnUrl('not base64!')).toBeUndefined();
    expect(revealReturnUrl('')).toBeUndefined();
    expect(revealReturnUrl('_w')).toBeUndefined();
  });

  it('adds parameters to the hash query, or to the search without a hash', () => {
    expect(withReturnParams(url, { code: 'c1', state: 's' })).toBe(`${url}&code=c1&state=s`);
    expect(withReturnParams('http://x/#/kyc', { error: 'access_denied' })).toBe(
      'http://x/#/kyc?error=access_denied',
    );
    expect(withReturnParams('http://x/cb?a=1', { code: 'c' })).toBe('http://x/cb?a=1&code=c');
  });
});
