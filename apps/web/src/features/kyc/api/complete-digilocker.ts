import {
  completeDigilockerBodySchema,
  completeDigilockerResponseSchema,
  kycPaths,
  type CompleteDigilockerBody,
} from '@kredo/contract/kyc';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Back from DigiLocker: the code (or the refusal) for the session; the server fetches the e-Aadhaar. */
export function completeDigilocker(body: CompleteDigilockerBody) {
  return apiClient.post(kycPaths.completeDigilocker, {
    body: completeDigilockerBodySchema.parse(body),
    schema: completeDigilockerResponseSchema,
  });
}

export function useCompleteDigilocker() {
  return useMutation({ mutationFn: completeDigilocker });
}
