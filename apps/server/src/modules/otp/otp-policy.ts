import type { OtpPurpose } from './otp.schema.ts';

export const otpCodeLength = 6;
export const otpValidityMs = 10 * 60 * 1000;
/** The fifth wrong code kills the challenge: five guesses in a million is a 1 in 200,000 chance. */
export const otpMaxAttempts = 5;

/**
 * NIST SP 800-63B §5.2.2: at most 100 wrong codes in a row on one account, across all its codes,
 * then no code works for a day. With five wrong codes per code and five codes an hour, a guesser
 * reaches the limit after four hours, having had one chance in 10,000 of guessing right.
 */
export const otpMaxConsecutiveFailures = 100;
export const otpLockoutMs = 24 * 60 * 60 * 1000;

/**
 * Seconds before the same purpose and destination may be sent another code. Update e-mail's 80 s
 * is the spec's countdown; the others match a typical SMS delivery delay.
 */
export const otpResendWaitSeconds: Record<OtpPurpose, number> = {
  signin: 30,
  'mobile-verification': 30,
  'update-email': 80,
  esign: 30,
  aadhaar: 30,
};

/** Caps against SMS bombing of one number and SMS pumping from one client, across all purposes. */
export const otpSendsPerDestinationPerHour = 5;
export const otpSendsPerIpPerHour = 20;
export const otpSendWindowMs = 60 * 60 * 1000;

/**
 * Codes that sign in, asked without a session: the code is the credential, and the mobile is the
 * account its wrong guesses count against.
 */
export const signedOutOtpPurposes: ReadonlySet<OtpPurpose> = new Set(['signin', 'update-email']);
