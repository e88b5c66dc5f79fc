import {
  confirmSellBodySchema,
  goldPaths,
  orderStatusSchema,
  type ConfirmSellBody,
} from '@kredo/contract/gold';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

/** Sells the verified order's gold, paid to the account given: the answer is the sell's transaction. */
export function confirmSell(body: ConfirmSellBody) {
  return apiClient.post(goldPaths.sell, {
    query: vendorQuery,
    body: confirmSellBodySchema.parse(body),
    schema: orderStatusSchema,
  });
}

/** A sell moves the balance and adds an order: both are asked again. */
export function useConfirmSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSell,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['gold', 'balance'] });
      void queryClient.invalidateQueries({ queryKey: ['gold', 'transactions'] });
    },
  });
}
