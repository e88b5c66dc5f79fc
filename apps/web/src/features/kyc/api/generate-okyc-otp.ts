import {
  generateOkycOtpBodySchema,
  generateOkycOtpResponseSchema,
  kycPaths,
  type GenerateOkycOtpBody,
} from '@kredo/contract/kyc';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The captcha and Aadhaar number; UIDAI sends an OTP to the Aadhaar-linked mobile. */
export function generateOkycOtp(body: GenerateOkycOtpBody) {
  return apiClient.post(kycPaths.generateOtp, {
    body: generateOkycOtpBodySchema.parse(body),
    schema: generateOkycOtpResponseSchema,
  });
}

export function useGenerateOkycOtp() {
  return useMutation({ mutationFn: generateOkycOtp });
}
