import { closeOfBusinessFailuresSchema, closeOfBusinessPaths } from '@kredo/contract/close-of-business';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getCloseOfBusinessFailures(signal?: AbortSignal) {
  return apiClient.get(closeOfBusinessPaths.failures, { schema: closeOfBusinessFailuresSchema, signal });
}

/** The loan-days the close of business could not close yet, oldest first. */
export function useCloseOfBusinessFailures() {
  return useQuery(
    queryOptions({
      queryKey: ['close-of-business', 'failures'],
      queryFn: ({ signal }) => getCloseOfBusinessFailures(signal),
    }),
  );
}
