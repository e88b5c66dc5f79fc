import {
  breakListResponseSchema,
  reconciliationPaths,
  type ReconciliationSource,
} from '@kredo/contract/reconciliation';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getReconciliationBreaks(source: ReconciliationSource | undefined, signal?: AbortSignal) {
  return apiClient.get(reconciliationPaths.breaks, {
    ...(source ? { query: { source } } : {}),
    schema: breakListResponseSchema,
    signal,
  });
}

export function getReconciliationBreaksQueryOptions(source: ReconciliationSource | undefined) {
  return queryOptions({
    // ['reconciliation', 'breaks'] is what a resolution invalidates.
    queryKey: ['reconciliation', 'breaks', source ?? 'all'],
    queryFn: ({ signal }) => getReconciliationBreaks(source, signal),
  });
}

/** The open reconciliation breaks, newest first, of one source or all. */
export function useReconciliationBreaks(source: ReconciliationSource | undefined) {
  return useQuery(getReconciliationBreaksQueryOptions(source));
}
