import { messages } from '@kredo/contract/messages';

import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../app-deps.ts';
import { otpValidityMs } from '../otp/otp-policy.ts';
import { findUserById, findUserByMobile, identityMatches } from '../users/users.service.ts';

type IdentityAnswer = { mobile: string; pan?: string | undefined; dob?: string | undefined };

type AuthDeps = Pick<AppDeps, 'db' | 'cipher' | 'sessions' | 'otp'>;

const signinCodeText = (code: string) =>
  `${code} is your Kredo sign-in code. It is valid for ${otpValidityMs / 60_000} minutes. Do not share it with anyone.`;

function userNotFound(answer: IdentityAnswer): AppError {
  return new AppError('NOT_FOUND', 'No user with that mobile and identity answer', {
    userMessage: answer.pan !== undefined ? messages.signinPanNotFound : messages.signinDobNotFound,
  });
}

/** PAN or date-of-birth sign-in, step one: the pair must name an existing borrower; the code goes by SMS. */
export async function initiateSignin(deps: AuthDeps, answer: IdentityAnswer, ip: string) {
  const user = await findUserByMobile(deps.db, answer.mobile);
  if (!user || !identityMatches(user, deps.cipher, answer)) throw userNotFound(answer);
  const issued = await deps.otp.issue({
    purpose: 'signin',
    destination: answer.mobile,
    channel: 'sms',
    userId: user.id,
    ip,
    message: signinCodeText,
  });
  return {
    message: 'OTP Generated' as const,
    requestId: issued.requestId,
    resendAfterSeconds: issued.resendAfterSeconds,
  };
}

/** Step two: the code proves the mobile; the identity answer is checked again so a code opens only its own account. */
export async function completeSignin(deps: AuthDeps, answer: IdentityAnswer & { otp: string }) {
  const verified = await deps.otp.verify({ purpose: 'signin', destination: answer.mobile, code: answer.otp });
  const user = verified.userId ? await findUserById(deps.db, verified.userId) : undefined;
  if (!user || user.mobile !== answer.mobile || !identityMatches(user, deps.cipher, answer))
    throw userNotFound(answer);
  const { token } = await deps.sessions.issue({ id: user.id, roles: user.roles });
  return { token, userId: user.id, roles: user.roles, message: 'Signed in successfully' };
}
