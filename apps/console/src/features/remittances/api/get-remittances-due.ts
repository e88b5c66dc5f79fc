import { backOfficeRemittancePaths, remittanceDueResponseSchema } from '@kredo/contract/remittances';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getRemittancesDue(signal?: AbortSignal) {
  return apiClient.get(backOfficeRemittancePaths.due, { schema: remittanceDueResponseSchema, signal });
}

export function getRemittancesDueQueryOptions() {
  return queryOptions({
    // Under ['remittances'], which every proposal and decision reloads.
    queryKey: ['remittances', 'due'],
    queryFn: ({ signal }) => getRemittancesDue(signal),
  });
}

/** What each lender may remit now to each payee. */
export function useRemittancesDue() {
  return useQuery(getRemittancesDueQueryOptions());
}
