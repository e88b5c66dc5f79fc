import {
  initiateDigilockerBodySchema,
  initiateDigilockerResponseSchema,
  kycPaths,
} from '@kredo/contract/kyc';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

/** A DigiLocker verification: its session, state and DigiLocker's consent address. */
export function initiateDigilocker(body: z.input<typeof initiateDigilockerBodySchema>) {
  return apiClient.post(kycPaths.initiateDigilocker, {
    body: initiateDigilockerBodySchema.parse(body),
    schema: initiateDigilockerResponseSchema,
  });
}

export function useInitiateDigilocker() {
  return useMutation({ mutationFn: initiateDigilocker });
}
