import {
  kycPaths,
  kycResultResponseSchema,
  validateOkycOtpBodySchema,
  type ValidateOkycOtpBody,
} from '@kredo/contract/kyc';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The OTP; on success the answer carries the e-KYC, and the KYC is complete. */
export function validateOkycOtp(body: ValidateOkycOtpBody) {
  return apiClient.post(kycPaths.validateOtp, {
    body: validateOkycOtpBodySchema.parse(body),
    schema: kycResultResponseSchema,
  });
}

export function useValidateOkycOtp() {
  return useMutation({ mutationFn: validateOkycOtp });
}
