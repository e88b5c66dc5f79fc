import { balanceSchema, goldPaths } from '@kredo/contract/gold';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

export function getBalance(vendorId: string, signal?: AbortSignal) {
  return apiClient.get(goldPaths.balance, {
    query: { ...vendorQuery, vendor_id: vendorId },
    schema: balanceSchema,
    signal,
  });
}

/** The gold in the borrower's locker, and how much of it may be sold today. */
export function useBalance(vendorId: string | undefined) {
  return useQuery({
    queryKey: ['gold', 'balance', vendorId],
    queryFn: ({ signal }) => getBalance(vendorId ?? '', signal),
    enabled: vendorId !== undefined,
    staleTime: 0,
  });
}
