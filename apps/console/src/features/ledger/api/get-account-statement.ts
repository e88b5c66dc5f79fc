import { accountStatementResponseSchema, backOfficeLedgerPaths } from '@kredo/contract/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getAccountStatement(ownerId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficeLedgerPaths.accountStatement, { ownerId }), {
    schema: accountStatementResponseSchema,
    signal,
  });
}

/** A subject's accounts (a gold holding's, a credit line's…), their balances and their entries. */
export function useAccountStatement(ownerId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['ledger', 'account', ownerId],
      queryFn: ({ signal }) => getAccountStatement(ownerId ?? '', signal),
      enabled: ownerId !== undefined,
      retry: false,
    }),
  );
}
