import { isMobile } from '@kredo/domain/validators/mobile';
import { isPan, normalisePan } from '@kredo/domain/validators/pan';
import { z } from 'zod';

import { messages } from './messages.ts';

export const mobileSchema = z
  .string()
  .trim()
  .refine(isMobile, { message: 'Please enter a valid Mobile Number' });

export const panSchema = z
  .string()
  .transform(normalisePan)
  .refine(isPan, { message: 'Please enter a valid PAN number' });

/** Date of birth as a calendar date, YYYY-MM-DD (no time zone can shift it). */
export const dateOfBirthSchema = z.iso.date({ message: 'Please enter a valid Date Of Birth' });

export const otpCodeSchema = z.string().regex(/^\d{6}$/, { message: 'Please enter 6 digit OTP' });

/** PAN sign-in sends pan, date-of-birth sign-in sends dob; never both, never neither. */
const exactlyOneOfPanOrDob = (value: { pan?: string | undefined; dob?: string | undefined }) =>
  (value.pan === undefined) !== (value.dob === undefined);
const panOrDobIssue = { message: messages.enterMandatoryDetails, path: ['pan'] };

export const signinInitiateQuerySchema = z
  .object({ mobile: mobileSchema, pan: panSchema.optional(), dob: dateOfBirthSchema.optional() })
  .refine(exactlyOneOfPanOrDob, panOrDobIssue);

export const signinInitiateResponseSchema = z.object({
  message: z.literal('OTP Generated'),
  requestId: z.string(),
  resendAfterSeconds: z.number().int(),
});

export const signinBodySchema = z
  .object({
    mobile: mobileSchema,
    otp: otpCodeSchema,
    pan: panSchema.optional(),
    dob: dateOfBirthSchema.optional(),
  })
  .refine(exactlyOneOfPanOrDob, panOrDobIssue);

export const signinResponseSchema = z.object({
  token: z.string(),
  userId: z.string(),
  roles: z.array(z.string()),
  message: z.string(),
});

export const loginChannels = ['WEB', 'WEB_V2', 'WEB_V3', 'ANDROID', 'ANDROID_V2', 'ANDROID_V3'] as const;

const trackingParams = z
  .record(z.string().max(50), z.string().max(200))
  .refine((value) => Object.keys(value).length <= 20, { message: 'At most 20 parameters' });

/** Sent with the Google credential as a bearer token. */
export const googleSigninBodySchema = z.object({
  loginChannel: z.enum(loginChannels).default('WEB'),
  marketingTrackingParams: trackingParams.optional(),
  sourcingCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,30}$/, { message: 'Invalid sourcing code' })
    .transform((code) => code.toUpperCase())
    .optional(),
  utmParams: trackingParams.optional(),
  leadId: z.string().trim().max(100).optional(),
});

export const googleSigninResponseSchema = z.object({
  dsToken: z.string(),
  userId: z.string(),
  roles: z.array(z.string()),
  email: z.string(),
  name: z.string().nullable(),
  /** false: this sign-in created the account. */
  existing: z.boolean(),
});

export const forgotEmailBodySchema = z.object({ mobile: mobileSchema, pan: panSchema });
export const forgotEmailResponseSchema = z.object({
  requestId: z.string(),
  resendAfterSeconds: z.number().int(),
});

/** Sent with the Google credential of the address to connect, as a bearer token. */
export const forgotEmailUpdateBodySchema = z.object({ otp: otpCodeSchema, requestId: z.uuid() });
export const forgotEmailUpdateResponseSchema = z.object({ message: z.string(), email: z.string() });

export const authPaths = {
  forgotEmail: '/api/hagrid/forgot-email',
  forgotEmailUpdate: '/api/hagrid/forgot-email-update',
  googleSignin: '/api/hagrid/signin/google',
  signinInitiate: '/api/hagrid/signin-initiate/',
  signin: '/api/hagrid/signin',
  logout: '/api/hagrid/logout',
} as const;
