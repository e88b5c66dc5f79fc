import {
  backOfficeLedgerPaths,
  trialBalanceResponseSchema,
  type trialBalanceQuerySchema,
} from '@kredo/contract/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';

/** One lender's books or all of them, through a business day or to date. */
export type TrialBalanceFilter = z.output<typeof trialBalanceQuerySchema>;

export function getTrialBalance(filter: TrialBalanceFilter, signal?: AbortSignal) {
  return apiClient.get(backOfficeLedgerPaths.trialBalance, {
    query: { lenderId: filter.lenderId, through: filter.through },
    schema: trialBalanceResponseSchema,
    signal,
  });
}

export function getTrialBalanceQueryOptions(filter: TrialBalanceFilter) {
  return queryOptions({
    queryKey: ['ledger', 'trial-balance', filter.lenderId ?? 'all', filter.through ?? 'to-date'],
    queryFn: ({ signal }) => getTrialBalance(filter, signal),
    // The figures stay on screen while another lender's or day's load.
    placeholderData: keepPreviousData,
  });
}

export function useTrialBalance(filter: TrialBalanceFilter) {
  return useQuery(getTrialBalanceQueryOptions(filter));
}
