import { goldPaths, transactionsSchema } from '@kredo/contract/gold';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

export function getTransactions(vendorId: string, page: number, signal?: AbortSignal) {
  return apiClient.get(goldPaths.transactions, {
    query: { ...vendorQuery, vendor_id: vendorId, page },
    schema: transactionsSchema,
    signal,
  });
}

/** One page of the borrower's gold orders, newest first; the list starts at page 1. */
export function useTransactions(vendorId: string, page: number) {
  return useQuery({
    queryKey: ['gold', 'transactions', vendorId, page],
    queryFn: ({ signal }) => getTransactions(vendorId, page, signal),
  });
}
