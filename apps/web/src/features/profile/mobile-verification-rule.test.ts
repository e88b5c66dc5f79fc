import { roles } from '@kredo/contract/profile';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsMobileVerification } from './mobile-verification-rule';

const verified = { mobile: '9876543210', mobileOtpVerified: true, roles: [roles.borrower] };

describe('the mobile-verification gate', () => {
  it('lets a verified borrower through', () => {
    expect(needsMobileVerification(verified, undefined)).toBe(false);
    expect(needsMobileVerification(verified, '9876543210')).toBe(false);
  });

  it('stops an unverified mobile, unless a bank-statement invoker opened the session', () => {
    const unverified = { ...verified, mobileOtpVerified: false };
    expect(needsMobileVerification(unverified, undefined)).toBe(true);
    expect(needsMobileVerification({ ...unverified, mobile: null }, undefined)).toBe(true);
    expect(
      needsMobileVerification(
        { ...unverified, roles: [roles.borrower, roles.bankStatementInvoker] },
        undefined,
      ),
    ).toBe(false);
  });

  it('stops a verified borrower whose partner link carries another mobile, invoker or not', () => {
    expect(needsMobileVerification(verified, '9123456780')).toBe(true);
    expect(needsMobileVerification({ ...verified, roles: [roles.bankStatementInvoker] }, '9123456780')).toBe(
      true,
    );
  });

  it('is exactly: (unverified and not an invoker) or a differing link mobile', () => {
    const mobile = fc.constantFrom('9876543210', '9123456780', null);
    fc.assert(
      fc.property(
        mobile,
        fc.boolean(),
        fc.boolean(),
        fc.option(mobile, { nil: undefined }),
        (m, ok, invoker, link) => {
          const profile = {
            mobile: m,
            mobileOtpVerified: ok,
            roles: invoker ? [roles.borrower, roles.bankStatementInvoker] : [roles.borrower],
          };
          const linkMobile = link ?? undefined;
          const expected = (!ok && !invoker) || (linkMobile !== undefined && linkMobile !== m);
          expect(needsMobileVerification(profile, linkMobile)).toBe(expected);
        },
      ),
    );
  });
});
