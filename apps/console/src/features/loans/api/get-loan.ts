import { backOfficeLoanPaths, loanSummarySchema } from '@kredo/contract/loan-servicing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getLoan(loanId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficeLoanPaths.loan, { loanId }), {
    schema: loanSummarySchema,
    signal,
  });
}

export function getLoanQueryOptions(loanId: string) {
  return queryOptions({
    queryKey: ['loan', loanId],
    queryFn: ({ signal }) => getLoan(loanId, signal),
  });
}

/** One loan's standing: its class, days past due, dues, what the ledger holds, its tags and dates. */
export function useLoan(loanId: string) {
  return useQuery(getLoanQueryOptions(loanId));
}
