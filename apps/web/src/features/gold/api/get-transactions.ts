import { goldPaths, transactionsSchema } from '@kredo/contract/gold';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

export function getTransactions(vendorId: string, page: number, signal?: AbortSignal) {
  return apiClient.get(goldPaths.transactions, {
    query: { ...vendorQuery, vendor_id: vendorId, page },
    schema: transactionsSchema,
    signal,
  });
}

/** The borrower's gold orders, newest first, a page at a time from page 1. */
export function useTransactions(vendorId: string | undefined) {
  return useInfiniteQuery({
    queryKey: ['gold', 'transactions', vendorId],
    queryFn: ({ pageParam, signal }) => getTransactions(vendorId ?? '', pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: vendorId !== undefined,
    staleTime: 0,
  });
}
