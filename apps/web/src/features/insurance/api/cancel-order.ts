import { cancelOrderBodySchema, cancelOrderResultSchema, insurancePaths } from '@kredo/contract/insurance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { insuranceOrdersKey } from './get-orders';

export function cancelInsuranceOrder(body: z.input<typeof cancelOrderBodySchema>) {
  return apiClient.post(insurancePaths.cancelOrder, {
    body: cancelOrderBodySchema.parse(body),
    schema: cancelOrderResultSchema,
  });
}

/** Cancels an issued policy within its free look period; My Insurances is read again. */
export function useCancelInsuranceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInsuranceOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: insuranceOrdersKey }),
  });
}
