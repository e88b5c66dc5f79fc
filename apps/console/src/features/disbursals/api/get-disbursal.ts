import { backOfficeDisbursalPaths, disbursalSchema } from '@kredo/contract/disbursals';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getDisbursal(disbursalId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficeDisbursalPaths.disbursal, { disbursalId }), {
    schema: disbursalSchema,
    signal,
  });
}

export function getDisbursalQueryOptions(disbursalId: string) {
  return queryOptions({
    queryKey: ['disbursal', disbursalId],
    queryFn: ({ signal }) => getDisbursal(disbursalId, signal),
  });
}

/** One disbursal: the payee, who proposed and who decided, and what the bank made of it. */
export function useDisbursal(disbursalId: string) {
  return useQuery(getDisbursalQueryOptions(disbursalId));
}
