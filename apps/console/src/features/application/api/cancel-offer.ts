import {
  backOfficePaths,
  cancelOfferResponseSchema,
  type cancelOfferBodySchema,
} from '@kredo/contract/back-office';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useRefreshAfterAction } from './refresh-after-action';

export type CancelOfferBody = z.output<typeof cancelOfferBodySchema>;

export function cancelOffer(applicationId: string, body: CancelOfferBody) {
  return apiClient.post(pathWith(backOfficePaths.cancelOffer, { applicationId }), {
    body,
    schema: cancelOfferResponseSchema,
  });
}

/** Cancels the offer before the payout; the application follows to CANCELLED. */
export function useCancelOffer(applicationId: string) {
  const refresh = useRefreshAfterAction(applicationId);
  return useMutation({
    mutationFn: (body: CancelOfferBody) => cancelOffer(applicationId, body),
    onSettled: refresh,
  });
}
