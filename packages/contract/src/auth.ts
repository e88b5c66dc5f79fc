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

export const authPaths = {
  signinInitiate: '/api/hagrid/signin-initiate/',
  signin: '/api/hagrid/signin',
  logout: '/api/hagrid/logout',
} as const;
