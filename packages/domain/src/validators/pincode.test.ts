import { describe, expect, it } from 'vitest';
import { isPincode } from './pincode.ts';

describe('isPincode', () => {
  it.each(['560001', '110001', '999999', ' 400001 '])('accepts %j', (pincode) => {
    expect(isPincode(pincode)).toBe(true);
  });

  it.each(['', '060001', '56001', '5600011', '56000a', '560 001'])('refuses %j', (pincode) => {
    expect(isPincode(pincode)).toBe(false);
  });
});
