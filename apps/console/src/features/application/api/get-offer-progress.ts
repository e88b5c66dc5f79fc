import { backOfficePaths, offerProgressSchema } from '@kredo/contract/back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getOfferProgress(applicationId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficePaths.offer, { applicationId }), {
    schema: offerProgressSchema,
    signal,
  });
}

export function getOfferProgressQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['offer', applicationId],
    queryFn: ({ signal }) => getOfferProgress(applicationId, signal),
  });
}

/** The offer after approval: answers, KFS versions, the form's items, the agreement and its signature. */
export function useOfferProgress(applicationId: string) {
  return useQuery(getOfferProgressQueryOptions(applicationId));
}
