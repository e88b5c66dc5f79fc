import { backOfficeMandatePaths, mandateDetailSchema } from '@kredo/contract/mandates';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getMandate(mandateId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficeMandatePaths.mandate, { mandateId }), {
    schema: mandateDetailSchema,
    signal,
  });
}

export function getMandateQueryOptions(mandateId: string) {
  return queryOptions({
    queryKey: ['mandate', mandateId],
    queryFn: ({ signal }) => getMandate(mandateId, signal),
  });
}

/** One mandate: its terms, its history, its scan, and what this staff member may do to it now. */
export function useMandate(mandateId: string) {
  return useQuery(getMandateQueryOptions(mandateId));
}
