import { goldPaths, orderStatusSchema, type GoldTxnType } from '@kredo/contract/gold';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isSettled, orderPollMs } from '../lib/order-outcome';
import { vendorQuery } from '../lib/vendor';

export function getOrderStatus(txnId: string, orderType: GoldTxnType | undefined, signal?: AbortSignal) {
  return apiClient.get(goldPaths.orderStatus, {
    query: { ...vendorQuery, order_type: orderType, txn_id: txnId },
    schema: orderStatusSchema,
    signal,
  });
}

/** An order back from the gateway, asked again while its payment is not yet known to be paid or failed. */
export function useOrderStatus(txnId: string, orderType: GoldTxnType | undefined) {
  return useQuery({
    queryKey: ['gold', 'order-status', txnId],
    queryFn: ({ signal }) => getOrderStatus(txnId, orderType, signal),
    enabled: txnId !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isSettled(query.state.data) ? orderPollMs : false),
  });
}
