import { consentPaths, sendEsignCodeBodySchema, sendEsignCodeResponseSchema } from '@kredo/contract/consent';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Sends the e-sign code to the borrower's mobile; the answer says when a new one may be asked. */
export function sendEsignCode(requestId: string) {
  return apiClient.post(consentPaths.sendEsignCode, {
    body: sendEsignCodeBodySchema.parse({ request_id: requestId }),
    schema: sendEsignCodeResponseSchema,
  });
}

export function useSendEsignCode() {
  return useMutation({ mutationFn: sendEsignCode });
}
