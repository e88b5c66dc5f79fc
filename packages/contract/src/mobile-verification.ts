import * as z from 'zod/mini';

import { mobileSchema, otpCodeSchema } from './auth.ts';

export const generateMobileOtpQuerySchema = z.object({ mobile: mobileSchema });

export const generateMobileOtpResponseSchema = z.object({
  message: z.literal('OTP Generated'),
  requestId: z.string(),
  resendAfterSeconds: z.number().check(z.int()),
});

export const verifyMobileOtpBodySchema = z.object({ mobile: mobileSchema, otp: otpCodeSchema });

export const verifyMobileOtpResponseSchema = z.object({
  status: z.literal('SUCCESS'),
  mobile: z.string(),
  mobileOtpVerified: z.literal(true),
  whatsappOptIn: z.literal(true),
});

export const mobileVerificationPaths = {
  generate: '/api/paandu/generate-mobile-otp',
  verify: '/api/paandu/verify-mobile-otp',
} as const;
