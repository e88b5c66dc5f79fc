import { backOfficeLoanPaths, loanListResponseSchema } from '@kredo/contract/loan-servicing';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';
import type { LoanListView } from '../lib/loan-views';

export function getLoans(view: LoanListView, signal?: AbortSignal) {
  return apiClient.get(backOfficeLoanPaths.loans, {
    query: { view },
    schema: loanListResponseSchema,
    signal,
  });
}

export function getLoansQueryOptions(view: LoanListView) {
  return queryOptions({
    // ['loans'] is what a write-off invalidates.
    queryKey: ['loans', view],
    queryFn: ({ signal }) => getLoans(view, signal),
  });
}

/** One of operations' loan lists: overdue (oldest first), NPA, open, closed. */
export function useLoans(view: LoanListView) {
  return useQuery(getLoansQueryOptions(view));
}
