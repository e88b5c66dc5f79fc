import { describe, expect, it } from 'vitest';
import { isEmail } from './email.ts';

describe('isEmail', () => {
  it.each([
    'asha.verma@example.com',
    'a+tag@mail.co.in',
    'x_y@sub-domain.example.org',
    ' Asha@Example.COM ',
    "o'brien@example.ie",
  ])('accepts %j', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '',
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha@example.c',
    'asha verma@example.com',
    'asha..verma@example.com',
    '.asha@example.com',
    'asha.@example.com',
    'asha@-example.com',
    'asha@example-.com',
    'asha@@example.com',
    'a@b@example.com',
    'asha@example..com',
    'asha@example.123',
    `${'a'.repeat(65)}@example.com`,
    `asha@${'a'.repeat(250)}.com`,
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
