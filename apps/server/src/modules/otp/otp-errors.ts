import { fill, messages } from '@kredo/contract/messages';

import { AppError } from '../../lib/app-error.ts';
import { businessTimeZone } from '../../lib/clock.ts';
import { signedOutOtpPurposes } from './otp-policy.ts';
import type { OtpKillReason, OtpPurpose } from './otp.schema.ts';

/** A refused send; `retryAfterSeconds` is for the route's Retry-After header and the OTP widget's timer. */
export class OtpRateLimitError extends AppError {
  override name = 'OtpRateLimitError';
  constructor(
    message: string,
    userMessage: string,
    override readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, { userMessage, retryAfterSeconds });
  }
}

export function resendTooEarly(retryAfterSeconds: number): OtpRateLimitError {
  return new OtpRateLimitError(
    `OTP resend ${retryAfterSeconds} s too early`,
    messages.otpResendWait.replace('{{seconds}}', String(retryAfterSeconds)),
    retryAfterSeconds,
  );
}

export function sendLimitReached(scope: 'destination' | 'ip', retryAfterSeconds: number): OtpRateLimitError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new OtpRateLimitError(
    `OTP hourly send limit per ${scope} reached`,
    messages.otpSendLimit.replace('{{minutes}}', String(minutes)),
    retryAfterSeconds,
  );
}

export type OtpRefusal = 'incorrect' | 'expired' | 'consumed' | 'missing' | OtpKillReason;

const refusalMessage: Record<Exclude<OtpRefusal, 'incorrect'>, string> = {
  expired: messages.otpExpired,
  consumed: messages.otpAlreadyUsed,
  missing: messages.otpNotFound,
  superseded: messages.otpSuperseded,
  'too-many-attempts': messages.otpTooManyAttempts,
};

export function otpRefused(refusal: OtpRefusal, purpose: OtpPurpose): AppError {
  const userMessage =
    refusal !== 'incorrect'
      ? refusalMessage[refusal]
      : // The update-e-mail screen's catalogue answer for a 401 is its own text (spec §8).
        purpose === 'update-email'
        ? messages.incorrectOtpBang
        : messages.incorrectOtp;
  // Signed out, the code is the credential: 401 (the update-e-mail screen's catalogue says so).
  // Signed in, the session is the credential and stays good: 422.
  const code = signedOutOtpPurposes.has(purpose) ? 'UNAUTHENTICATED' : 'OTP_REFUSED';
  return new AppError(code, `OTP refused: ${refusal}`, { userMessage });
}

const lockEndFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: businessTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "24 Nov 2026, 8:32 am IST": the lock's end in India's time, whatever the server's zone. */
export function formatLockEnd(until: Date): string {
  return `${lockEndFormat.format(until)} IST`;
}

/**
 * Every code of the account is refused, the right one too, until `until`: 429 with the wait, so
 * a signed-in screen keeps its session and the sign-in screens show the text as they show any refusal.
 */
export function otpLocked(purpose: OtpPurpose, until: Date, now: Date): OtpRateLimitError {
  const template = signedOutOtpPurposes.has(purpose) ? messages.otpSignInLocked : messages.otpAccountLocked;
  return new OtpRateLimitError(
    'OTP checks locked after too many wrong codes in a row',
    fill(template, { time: formatLockEnd(until) }),
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  );
}
