import { consentBodySchema, consentPaths, okResponseSchema, type ConsentBody } from '@kredo/contract/consent';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The borrower's answer to the offer: accept with the KFS and declarations shown, or decline. */
export function giveConsent(body: ConsentBody) {
  return apiClient.post(consentPaths.consent, {
    body: consentBodySchema.parse(body),
    schema: okResponseSchema,
  });
}

export function useGiveConsent() {
  return useMutation({ mutationFn: giveConsent });
}
