import { backOfficeCreditLinePaths, creditLineListSchema } from '@kredo/contract/credit-line-servicing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getCreditLines(signal?: AbortSignal) {
  return apiClient.get(backOfficeCreditLinePaths.lines, { schema: creditLineListSchema, signal });
}

export function getCreditLinesQueryOptions() {
  return queryOptions({
    // ['credit-lines'] is what a suspension invalidates.
    queryKey: ['credit-lines'],
    queryFn: ({ signal }) => getCreditLines(signal),
  });
}

/** Every credit line, newest first, with its limit, what is drawn and what is available. */
export function useCreditLines() {
  return useQuery(getCreditLinesQueryOptions());
}
