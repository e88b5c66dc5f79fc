import { backOfficeGoldPaths, goldBreakListSchema } from '@kredo/contract/gold-back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getGoldBreaks(signal?: AbortSignal) {
  return apiClient.get(backOfficeGoldPaths.breaks, { schema: goldBreakListSchema, signal });
}

export function getGoldBreaksQueryOptions() {
  return queryOptions({
    // ['gold', 'breaks'] is what a resolution and a reconciliation run reload.
    queryKey: ['gold', 'breaks'],
    queryFn: ({ signal }) => getGoldBreaks(signal),
  });
}

/** The reconciliation's breaks, newest first, open and resolved. */
export function useGoldBreaks() {
  return useQuery(getGoldBreaksQueryOptions());
}
