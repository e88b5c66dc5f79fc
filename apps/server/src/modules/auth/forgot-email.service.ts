import { messages, supportPhone } from '@kredo/contract/messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { otpValidityMs } from '../otp/otp-policy.ts';
import {
  findUserByFederatedId,
  findUserById,
  findUserByMobile,
  identityMatches,
  setEmailAndFederatedId,
} from '../users/users.service.ts';
import { verifyCredential } from './google-signin.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'identity' | 'otp'>;

const updateEmailText = (code: string) =>
  `${code} is your Kredo code to connect a new e-mail to your account. It is valid for ${otpValidityMs / 60_000} minutes. Do not share it with anyone.`;

const refused = (reason: string) =>
  new AppError('FORBIDDEN', reason, {
    userMessage: messages.emailUpdateRefused.replace('{{phone}}', supportPhone),
  });

/** Step one: mobile and PAN must name one account; the code goes to that mobile. */
export async function requestEmailUpdate(deps: Deps, answer: { mobile: string; pan: string }, ip: string) {
  const user = await findUserByMobile(deps.db, answer.mobile);
  if (!user || !identityMatches(user, deps.cipher, answer)) {
    throw new AppError('NOT_FOUND', 'No user with that mobile and PAN', {
      userMessage: messages.emailUserNotFound,
    });
  }
  const issued = await deps.otp.issue({
    purpose: 'update-email',
    destination: answer.mobile,
    channel: 'sms',
    userId: user.id,
    ip,
    message: updateEmailText,
  });
  return { requestId: issued.requestId, resendAfterSeconds: issued.resendAfterSeconds };
}

/**
 * Step two: the e-mail changes only when both the code and the Google sign-in succeed. The
 * credential is checked first (it changes nothing), then the code is spent, then the account updated.
 */
export async function completeEmailUpdate(
  deps: Deps,
  credential: string,
  input: { otp: string; requestId: string },
) {
  const identity = await verifyCredential(deps, credential);
  const federatedId = `${identity.issuer} ${identity.subject}`;
  const challenge = await deps.otp.describe(input.requestId);
  const holder = await findUserByFederatedId(deps.db, federatedId);
  if (holder && holder.id !== challenge?.userId) throw refused('Google identity belongs to another account');

  const verified = await deps.otp.verify({
    purpose: 'update-email',
    destination: challenge?.destination ?? '',
    code: input.otp,
    requestId: input.requestId,
  });
  const user = verified.userId ? await findUserById(deps.db, verified.userId) : undefined;
  if (!user) throw refused('Challenge without an account');
  const changed = await setEmailAndFederatedId(
    deps.db,
    user.id,
    { email: identity.email, federatedId },
    deps.clock.now(),
  );
  if (!changed) throw refused('Google identity was linked elsewhere meanwhile');
  return { message: messages.emailUpdated, email: identity.email };
}
