import { roles, type Profile } from '@kredo/contract/profile';

/**
 * The mobile-verification gate (spec 000 §2.1): before any signed-in screen, a borrower verifies
 * their mobile when (a) it is not OTP-verified, unless an admin bank-statement invoker opened the
 * session, or (b) the partner link that brought them carries a different mobile.
 */
export function needsMobileVerification(
  profile: Pick<Profile, 'mobile' | 'mobileOtpVerified' | 'roles'>,
  linkMobile: string | undefined,
): boolean {
  const unverified = !profile.mobileOtpVerified && !profile.roles.includes(roles.bankStatementInvoker);
  const linkDiffers = linkMobile !== undefined && linkMobile !== profile.mobile;
  return unverified || linkDiffers;
}
