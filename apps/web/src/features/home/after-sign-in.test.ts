import { describe, expect, it } from 'vitest';
import { afterSignIn } from './after-sign-in';

const website = 'https://www.example.com';

describe('where home sends the borrower', () => {
  it('keeps a login-page session on home', () => {
    expect(afterSignIn('v1', null, website)).toEqual({ kind: 'stay' });
    expect(afterSignIn('v1', 'home', website)).toEqual({ kind: 'stay' });
  });

  it("sends single sign-on and login v2 sessions to the website's dashboard", () => {
    expect(afterSignIn('SSO', null, website)).toEqual({ kind: 'website', url: `${website}/dashboard` });
    expect(afterSignIn('v2', null, website)).toEqual({ kind: 'website', url: `${website}/dashboard` });
  });

  it("sends redirect=loans to the website's loans page, whatever the mode", () => {
    for (const mode of ['v1', 'v2', 'SSO'] as const) {
      expect(afterSignIn(mode, 'loans', website)).toEqual({ kind: 'website', url: `${website}/loans` });
    }
  });

  it('stays in this app when no website is configured', () => {
    expect(afterSignIn('SSO', null, undefined)).toEqual({ kind: 'stay' });
    expect(afterSignIn('v1', 'loans', undefined)).toEqual({ kind: 'app', path: '/loans' });
  });
});
