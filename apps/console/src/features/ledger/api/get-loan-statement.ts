import { backOfficeLedgerPaths, loanStatementResponseSchema } from '@kredo/contract/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getLoanStatement(loanId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficeLedgerPaths.loanStatement, { loanId }), {
    schema: loanStatementResponseSchema,
    signal,
  });
}

export function getLoanStatementQueryOptions(loanId: string) {
  return queryOptions({
    queryKey: ['ledger', 'loan', loanId],
    queryFn: ({ signal }) => getLoanStatement(loanId, signal),
  });
}

/** A loan's statement of account: every entry that moved it, with their lines. */
export function useLoanStatement(loanId: string) {
  return useQuery(getLoanStatementQueryOptions(loanId));
}
