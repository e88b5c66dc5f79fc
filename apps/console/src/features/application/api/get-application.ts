import { applicationViewSchema, backOfficePaths } from '@kredo/contract/back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getApplication(applicationId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficePaths.application, { applicationId }), {
    schema: applicationViewSchema,
    signal,
  });
}

export function getApplicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['application', applicationId],
    queryFn: ({ signal }) => getApplication(applicationId, signal),
  });
}

/** One application with everything the decision used, and what this staff member may do to it. */
export function useApplication(applicationId: string) {
  return useQuery(getApplicationQueryOptions(applicationId));
}
