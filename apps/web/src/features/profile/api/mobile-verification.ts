import {
  generateMobileOtpQuerySchema,
  generateMobileOtpResponseSchema,
  mobileVerificationPaths,
  verifyMobileOtpBodySchema,
  verifyMobileOtpResponseSchema,
} from '@kredo/contract/mobile-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type VerifyMobileOtpInput = z.input<typeof verifyMobileOtpBodySchema>;

/** Sends a code to the mobile the borrower wants to verify (a mutation: each call is an SMS). */
export function generateMobileOtp(mobile: string) {
  return apiClient.get(mobileVerificationPaths.generate, {
    query: generateMobileOtpQuerySchema.parse({ mobile }),
    schema: generateMobileOtpResponseSchema,
  });
}

export function useGenerateMobileOtp() {
  return useMutation({ mutationFn: generateMobileOtp });
}

export function verifyMobileOtp(input: VerifyMobileOtpInput) {
  return apiClient.post(mobileVerificationPaths.verify, {
    body: verifyMobileOtpBodySchema.parse(input),
    schema: verifyMobileOtpResponseSchema,
  });
}

/** A verified mobile changes the profile: the signed-in area reloads it. */
export function useVerifyMobileOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMobileOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
