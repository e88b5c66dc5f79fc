import {
  backOfficeInsurancePaths,
  insuranceOrderDetailSchema,
  type cancelInsuranceOrderBodySchema,
  type InsuranceOrderDetail,
} from '@kredo/contract/insurance-back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { showOrderDetail } from './refresh-insurance-order';

export type CancelInsuranceOrderBody = z.output<typeof cancelInsuranceOrderBodySchema>;

export function cancelInsuranceOrder(orderId: string, body: CancelInsuranceOrderBody) {
  return apiClient.post(pathWith(backOfficeInsurancePaths.cancelOrder, { orderId }), {
    body,
    schema: insuranceOrderDetailSchema,
  });
}

/**
 * A free look cancellation on the customer's request, with the note saying how they asked
 * (audited). `submit` sends once however often it is pressed while in flight.
 */
export function useCancelInsuranceOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['cancel-insurance-order', orderId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (body: CancelInsuranceOrderBody) => cancelInsuranceOrder(orderId, body),
    onSuccess: (detail) => showOrderDetail(queryClient, detail),
  });
  const submit = async (body: CancelInsuranceOrderBody): Promise<InsuranceOrderDetail | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync(body);
  };
  return { mutation, submit };
}
