import {
  initiateNachBodySchema,
  initiateNachResponseSchema,
  mandatePaths,
  type InitiateNachBody,
} from '@kredo/contract/mandates';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * Starts a mandate (spec 001 §7 `hagen/initiate-nach`): an e-NACH answers the provider's page to
 * register it at the bank, a paper NACH the prefilled form's short-lived download address. The
 * server answers a pending mandate's link again rather than starting a second one.
 */
export function initiateNach(body: InitiateNachBody) {
  return apiClient.post(mandatePaths.initiateNach, {
    body: initiateNachBodySchema.parse(body),
    schema: initiateNachResponseSchema,
  });
}

export function useInitiateNach() {
  return useMutation({ mutationFn: initiateNach });
}
