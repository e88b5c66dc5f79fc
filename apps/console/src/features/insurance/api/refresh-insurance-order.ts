import {
  backOfficeInsurancePaths,
  insuranceOrderDetailSchema,
  type InsuranceOrderDetail,
  type InsuranceOrderRow,
} from '@kredo/contract/insurance-back-office';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function refreshInsuranceOrder(orderId: string) {
  return apiClient.post(pathWith(backOfficeInsurancePaths.refreshOrder, { orderId }), {
    schema: insuranceOrderDetailSchema,
  });
}

type OrderList = { orders: InsuranceOrderRow[]; truncated: boolean };

/**
 * Puts an order's new detail where it shows: its row in every list (kept in view even where the
 * filter would now leave it out; the lists load afresh when next opened) and its issuance.
 */
export function showOrderDetail(queryClient: QueryClient, detail: InsuranceOrderDetail) {
  const row = detail.order;
  queryClient.setQueriesData<OrderList>({ queryKey: ['insurance', 'orders'] }, (list) =>
    list ? { ...list, orders: list.orders.map((each) => (each.orderId === row.orderId ? row : each)) } : list,
  );
  queryClient.setQueryData(['insurance', 'order', row.orderId], detail);
  void queryClient.invalidateQueries({ queryKey: ['insurance', 'orders'], refetchType: 'none' });
}

/**
 * 'Ask the insurer now' (audited): an unpaid order's payment asked of the gateway, a paid one
 * proposed or its issuance asked. `submit` sends nothing while the same order is being asked
 * about and then answers undefined: a double click sends once.
 */
export function useRefreshInsuranceOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['refresh-insurance-order', orderId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => refreshInsuranceOrder(orderId),
    onSuccess: (detail) => showOrderDetail(queryClient, detail),
  });
  const submit = async (): Promise<InsuranceOrderDetail | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync();
  };
  return { mutation, submit };
}
