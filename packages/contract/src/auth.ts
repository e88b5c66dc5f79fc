import { isEligibilityMobile, isMobile } from '@kredo/domain/validators/mobile';
import { isPan, normalisePan } from '@kredo/domain/validators/pan';
import * as z from 'zod/mini';

import { firstVisitMessages } from './first-visit-messages.ts';
import { text } from './text.ts';

export const mobileSchema = text().check(
  z.trim(),
  z.refine(isMobile, { error: 'Please enter a valid Mobile Number' }),
);

export const panSchema = z
  .pipe(text(), z.transform(normalisePan))
  .check(z.refine(isPan, { error: 'Please enter a valid PAN number' }));

/** Date of birth as a calendar date, YYYY-MM-DD (no time zone can shift it). */
export const dateOfBirthSchema = z.iso.date({ error: 'Please enter a valid Date Of Birth' });

export const otpCodeSchema = text().check(z.regex(/^\d{6}$/, { error: firstVisitMessages.enterSixDigitOtp }));

/** PAN sign-in sends pan, date-of-birth sign-in sends dob; never both, never neither. */
const exactlyOneOfPanOrDob = (value: { pan?: string | undefined; dob?: string | undefined }) =>
  (value.pan === undefined) !== (value.dob === undefined);
const panOrDobIssue = { error: firstVisitMessages.enterMandatoryDetails, path: ['pan'] };

export const signinInitiateQuerySchema = z
  .object({ mobile: mobileSchema, pan: z.optional(panSchema), dob: z.optional(dateOfBirthSchema) })
  .check(z.refine(exactlyOneOfPanOrDob, panOrDobIssue));

export const signinInitiateResponseSchema = z.object({
  message: z.literal('OTP Generated'),
  requestId: z.string(),
  resendAfterSeconds: z.number().check(z.int()),
});

export const signinBodySchema = z
  .object({
    mobile: mobileSchema,
    otp: otpCodeSchema,
    pan: z.optional(panSchema),
    dob: z.optional(dateOfBirthSchema),
  })
  .check(z.refine(exactlyOneOfPanOrDob, panOrDobIssue));

export const signinResponseSchema = z.object({
  token: z.string(),
  userId: z.string(),
  roles: z.array(z.string()),
  message: z.string(),
});

export const loginChannels = ['WEB', 'WEB_V2', 'WEB_V3', 'ANDROID', 'ANDROID_V2', 'ANDROID_V3'] as const;

const trackingParams = z
  .record(text().check(z.maxLength(50)), text().check(z.maxLength(200)))
  .check(z.refine((value) => Object.keys(value).length <= 20, { error: 'At most 20 parameters' }));

/** Sent with the Google credential as a bearer token. */
export const googleSigninBodySchema = z.object({
  loginChannel: z._default(z.enum(loginChannels), 'WEB'),
  marketingTrackingParams: z.optional(trackingParams),
  sourcingCode: z.optional(
    z.pipe(
      text().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{2,30}$/, { error: 'Invalid sourcing code' })),
      z.transform((code: string) => code.toUpperCase()),
    ),
  ),
  utmParams: z.optional(trackingParams),
  leadId: z.optional(text().check(z.trim(), z.maxLength(100))),
  /**
   * The code of the referral link the person came through (the landing's `ref`, referral.ts):
   * read only by the sign-in that creates the account; one that is no code is ignored.
   */
  referralCode: z.optional(text().check(z.trim(), z.maxLength(64))),
});

export const googleSigninResponseSchema = z.object({
  dsToken: z.string(),
  userId: z.string(),
  roles: z.array(z.string()),
  email: z.string(),
  name: z.nullable(z.string()),
  /** false: this sign-in created the account. */
  existing: z.boolean(),
});

/**
 * How the web app gets a Google credential here: Google's own button with this client id, the
 * sandbox issuer's dev page, or not at all (production without a client id).
 */
export const googleSigninConfigResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('google'), clientId: z.string() }),
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('unavailable') }),
]);

/** Update e-mail's mobile (10 digits from 5-9) and PAN, each with its own message (spec 000 §5.1). */
export const forgotEmailBodySchema = z.object({
  mobile: text().check(
    z.trim(),
    z.refine(isEligibilityMobile, { error: firstVisitMessages.incorrectMobileNumber }),
  ),
  pan: z
    .pipe(text(), z.transform(normalisePan))
    .check(z.refine(isPan, { error: firstVisitMessages.incorrectPanNumber })),
});
export const forgotEmailResponseSchema = z.object({
  requestId: z.string(),
  resendAfterSeconds: z.number().check(z.int()),
});

/** Sent with the Google credential of the address to connect, as a bearer token. */
export const forgotEmailUpdateBodySchema = z.object({ otp: otpCodeSchema, requestId: z.uuid() });
export const forgotEmailUpdateResponseSchema = z.object({ message: z.string(), email: z.string() });

export const authPaths = {
  forgotEmail: '/api/hagrid/forgot-email',
  forgotEmailUpdate: '/api/hagrid/forgot-email-update',
  googleSignin: '/api/hagrid/signin/google',
  googleSigninConfig: '/api/hagrid/signin/google/config',
  signinInitiate: '/api/hagrid/signin-initiate/',
  signin: '/api/hagrid/signin',
  logout: '/api/hagrid/logout',
} as const;
