import { backOfficeGoldPaths, goldOrderRowSchema, type GoldOrderRow } from '@kredo/contract/gold-back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function refreshGoldOrder(orderId: string) {
  return apiClient.post(pathWith(backOfficeGoldPaths.refreshOrder, { orderId }), {
    schema: goldOrderRowSchema,
  });
}

type OrderList = { orders: GoldOrderRow[]; truncated: boolean };

/**
 * Asks the gateway and the vendor about one order now (audited). Its answer, the order's row as
 * it now stands, replaces the row in every list that shows it, so the row stays in view with its
 * new state even where the filter would now leave it out; the lists load afresh when next opened.
 * A sale or a refund may now be owed: the payouts reload. `submit` sends nothing while the same
 * order is being asked about and then answers undefined: a double click sends once.
 */
export function useRefreshGoldOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['refresh-gold-order', orderId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => refreshGoldOrder(orderId),
    onSuccess: (row) => {
      queryClient.setQueriesData<OrderList>({ queryKey: ['gold', 'orders'] }, (list) =>
        list
          ? { ...list, orders: list.orders.map((each) => (each.orderId === row.orderId ? row : each)) }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['gold', 'orders'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['gold', 'payouts'] });
    },
  });
  const submit = async (): Promise<GoldOrderRow | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync();
  };
  return { mutation, submit };
}
