import { consentPaths, okResponseSchema, withdrawBodySchema } from '@kredo/contract/consent';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type WithdrawBody = z.input<typeof withdrawBodySchema>;

/**
 * The borrower takes back an accepted offer before the payout; the application is cancelled with
 * it. A 409 says the offer can no longer be withdrawn (paid out, or never accepted).
 */
export function withdrawOffer(body: WithdrawBody) {
  return apiClient.post(consentPaths.withdraw, {
    body: withdrawBodySchema.parse(body),
    schema: okResponseSchema,
  });
}

export function useWithdrawOffer() {
  return useMutation({ mutationFn: withdrawOffer });
}
