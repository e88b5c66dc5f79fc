import {
  consentPaths,
  verifyEsignCodeBodySchema,
  verifyEsignCodeResponseSchema,
} from '@kredo/contract/consent';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Signs the agreement with the code; `{ status: false }` is a wrong code. */
export function verifyEsignCode({ requestId, otp }: { requestId: string; otp: string }) {
  return apiClient.post(consentPaths.verifyEsignCode, {
    body: verifyEsignCodeBodySchema.parse({ request_id: requestId, otp }),
    schema: verifyEsignCodeResponseSchema,
  });
}

export function useVerifyEsignCode() {
  return useMutation({ mutationFn: verifyEsignCode });
}
