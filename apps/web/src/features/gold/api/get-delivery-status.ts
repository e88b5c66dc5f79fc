import { deliveryStatusSchema, goldPaths } from '@kredo/contract/gold';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

export function getDeliveryStatus(txnId: string, signal?: AbortSignal) {
  return apiClient.get(goldPaths.deliveryStatus, {
    query: { ...vendorQuery, txn_id: txnId },
    schema: deliveryStatusSchema,
    signal,
  });
}

/** Where a delivery is, asked when 'View Status' is pressed. */
export function useDeliveryStatus(txnId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['gold', 'delivery-status', txnId],
    queryFn: ({ signal }) => getDeliveryStatus(txnId, signal),
    enabled: enabled && txnId !== '',
    staleTime: 0,
  });
}
