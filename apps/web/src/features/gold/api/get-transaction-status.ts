import { goldPaths, orderStatusSchema } from '@kredo/contract/gold';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { orderPollMs } from '../lib/order-outcome';
import { vendorQuery } from '../lib/vendor';

export function getTransactionStatus(txnId: string, signal?: AbortSignal) {
  return apiClient.get(goldPaths.transactionStatus, {
    query: { ...vendorQuery, txn_id: txnId },
    schema: orderStatusSchema,
    signal,
  });
}

/** One order's details, asked again while it is PENDING. */
export function useTransactionStatus(txnId: string) {
  return useQuery({
    queryKey: ['gold', 'transaction', txnId],
    queryFn: ({ signal }) => getTransactionStatus(txnId, signal),
    enabled: txnId !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? orderPollMs : false),
  });
}
