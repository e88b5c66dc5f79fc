import {
  backOfficeRemittancePaths,
  remittanceListResponseSchema,
  type RemittanceState,
} from '@kredo/contract/remittances';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getRemittances(status: RemittanceState | undefined, signal?: AbortSignal) {
  return apiClient.get(backOfficeRemittancePaths.list, {
    ...(status ? { query: { status } } : {}),
    schema: remittanceListResponseSchema,
    signal,
  });
}

export function getRemittancesQueryOptions(status: RemittanceState | undefined) {
  return queryOptions({
    queryKey: ['remittances', 'list', status ?? 'all'],
    queryFn: ({ signal }) => getRemittances(status, signal),
  });
}

/** Remittances, newest first, of one status or all. */
export function useRemittances(status: RemittanceState | undefined) {
  return useQuery(getRemittancesQueryOptions(status));
}
