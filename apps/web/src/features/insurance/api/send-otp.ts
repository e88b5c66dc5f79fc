import { insurancePaths } from '@kredo/contract/insurance';
import { insuranceOtpSentSchema, type SendInsuranceOtpBody } from '@kredo/contract/insurance-otp-upload';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The insurer sends the consent code of an OTP field to the insured's mobile (spec 002 §5). */
export function sendInsuranceOtp(body: SendInsuranceOtpBody) {
  return apiClient.post(insurancePaths.otp, { body, schema: insuranceOtpSentSchema });
}

export function useSendInsuranceOtp() {
  return useMutation({ mutationFn: sendInsuranceOtp });
}
