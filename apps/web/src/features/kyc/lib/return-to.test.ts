import { describe, expect, it } from 'vitest';
import { brandedReturn, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    '/loan-application/application-field?productCode=PERSONAL_LOAN',
    '/loan-application/form/documents?productCode=MINI_LOAN',
  ])('keeps a path of the app: %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'loan-application',
    '//evil.example/x',
    'https://evil.example',
    '/\\evil',
    '/a b',
    '/x"onload',
  ])('drops %j', (value) => {
    expect(safeReturnTo(value)).toBeUndefined();
  });
});

describe('brandedReturn', () => {
  const healwise = (to: string) => `/healwise${to}`;

  it("adds the partner's segment once", () => {
    expect(brandedReturn('/loan-application/form/documents', 'healwise', healwise)).toBe(
      '/healwise/loan-application/form/documents',
    );
    expect(brandedReturn('/healwise/loan-application/form/documents', 'healwise', healwise)).toBe(
      '/healwise/loan-application/form/documents',
    );
    expect(brandedReturn('/loan-application/form/documents', undefined, (to) => to)).toBe(
      '/loan-application/form/documents',
    );
  });
});
