import { backOfficeLoanPaths, collectionExceptionsSchema } from '@kredo/contract/loan-servicing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getCollectionExceptions(signal?: AbortSignal) {
  return apiClient.get(backOfficeLoanPaths.collectionExceptions, {
    schema: collectionExceptionsSchema,
    signal,
  });
}

/** The gateway payments held and the NACH debits not collected on open loans, newest first. */
export function useCollectionExceptions() {
  return useQuery(
    queryOptions({
      queryKey: ['collections', 'exceptions'],
      queryFn: ({ signal }) => getCollectionExceptions(signal),
    }),
  );
}
