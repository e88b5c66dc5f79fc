import { backOfficeLedgerPaths, balanceSheetResponseSchema } from '@kredo/contract/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';
import type { TrialBalanceFilter } from './get-trial-balance';

export function getBalanceSheet(filter: TrialBalanceFilter, signal?: AbortSignal) {
  return apiClient.get(backOfficeLedgerPaths.balanceSheet, {
    query: { lenderId: filter.lenderId, through: filter.through },
    schema: balanceSheetResponseSchema,
    signal,
  });
}

/** One lender's balance sheet or the group's, per unit, through a business day or to date. */
export function useBalanceSheet(filter: TrialBalanceFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['ledger', 'balance-sheet', filter.lenderId ?? 'all', filter.through ?? 'to-date'],
      queryFn: ({ signal }) => getBalanceSheet(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
