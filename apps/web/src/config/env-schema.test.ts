import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env-schema';

describe('web configuration', () => {
  it('defaults every host to its same-origin base path', () => {
    expect(parseWebEnv({}).apiBases).toEqual({
      api: '/api',
      gateway: '/gateway',
      esign: '/esign',
      insurance: '/insurance',
      ifsc: '/ifsc',
      links: '/links',
      backOffice: '/back-office',
    });
  });

  it('moves a host and drops a trailing slash', () => {
    expect(parseWebEnv({ VITE_ESIGN_BASE_URL: 'https://sign.example.com/esign/' }).apiBases.esign).toBe(
      'https://sign.example.com/esign',
    );
  });

  it('refuses a value that is neither a path nor an http(s) URL, naming the variable', () => {
    expect(() => parseWebEnv({ VITE_API_BASE_URL: 'ftp://x' })).toThrow(/VITE_API_BASE_URL: must be a path/);
  });

  it('knows the website only when it is configured, as an http(s) URL', () => {
    expect(parseWebEnv({}).websiteUrl).toBeUndefined();
    expect(parseWebEnv({ VITE_WEBSITE_URL: 'https://www.example.com/' }).websiteUrl).toBe(
      'https://www.example.com',
    );
    expect(() => parseWebEnv({ VITE_WEBSITE_URL: 'javascript:alert(1)' })).toThrow(/VITE_WEBSITE_URL/);
  });

  it('knows the bank statement Google Form only when it is configured, as an http(s) URL', () => {
    expect(parseWebEnv({}).statementFormUrl).toBeUndefined();
    expect(
      parseWebEnv({ VITE_STATEMENT_FORM_URL: 'https://forms.example/statements' }).statementFormUrl,
    ).toBe('https://forms.example/statements');
    expect(() => parseWebEnv({ VITE_STATEMENT_FORM_URL: 'forms.example' })).toThrow(
      /VITE_STATEMENT_FORM_URL/,
    );
  });
});
