import { messages } from '@kredo/contract/messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Session } from '../sessions/sessions.service.ts';
import { otpValidityMs } from '../otp/otp-policy.ts';
import { findUserById, setVerifiedMobile } from '../users/users.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'otp'>;

const verificationText = (code: string) =>
  `${code} is your Kredo code to verify this mobile number. It is valid for ${otpValidityMs / 60_000} minutes. Do not share it with anyone.`;

const takenByAnother = () =>
  new AppError('CONFLICT', 'Mobile belongs to another account', {
    userMessage: messages.mobileTakenByAnotherAccount,
    fieldErrors: { mobile: [messages.mobileTakenByAnotherAccount] },
  });

/**
 * The signed-in borrower proves a mobile: their own, or a new one no other account holds. Whether
 * another account holds it is not looked at here: a number that is a customer's and one that is
 * not get the same answer and count against the same limits, so this call cannot be used to find
 * out who is a customer. The conflict is told only to whoever proves they hold the number.
 */
export async function sendMobileOtp(deps: Deps, session: Session, mobile: string, ip: string) {
  const issued = await deps.otp.issue({
    purpose: 'mobile-verification',
    destination: mobile,
    channel: 'sms',
    userId: session.userId,
    ip,
    message: verificationText,
  });
  return {
    message: 'OTP Generated' as const,
    requestId: issued.requestId,
    resendAfterSeconds: issued.resendAfterSeconds,
  };
}

/**
 * A right code marks the mobile verified and saves the WhatsApp opt-in the screen shows as fixed.
 * A number another account holds is refused only now, after the code proved possession of it.
 */
export async function verifyMobileOtp(deps: Deps, session: Session, mobile: string, code: string) {
  // A code proves the mobile only to the account it was sent for; another's code is not spent.
  await deps.otp.verify({
    purpose: 'mobile-verification',
    destination: mobile,
    code,
    userId: session.userId,
  });
  if (!(await findUserById(deps.db, session.userId))) throw notFound('user');
  if (!(await setVerifiedMobile(deps.db, session.userId, mobile, deps.clock.now()))) throw takenByAnother();
  return {
    status: 'SUCCESS' as const,
    mobile,
    mobileOtpVerified: true as const,
    whatsappOptIn: true as const,
  };
}
