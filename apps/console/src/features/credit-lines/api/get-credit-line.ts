import { backOfficeCreditLinePaths, creditLineViewSchema } from '@kredo/contract/credit-line-servicing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getCreditLine(lineId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficeCreditLinePaths.line, { lineId }), {
    schema: creditLineViewSchema,
    signal,
  });
}

export function getCreditLineQueryOptions(lineId: string) {
  return queryOptions({
    queryKey: ['credit-line', lineId],
    queryFn: ({ signal }) => getCreditLine(lineId, signal),
  });
}

/** One line's figures as of its last close of business, with its bills, drawdowns, payments and debits. */
export function useCreditLine(lineId: string) {
  return useQuery(getCreditLineQueryOptions(lineId));
}
