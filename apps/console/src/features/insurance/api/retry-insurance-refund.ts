import {
  backOfficeInsurancePaths,
  insuranceOrderDetailSchema,
  type InsuranceOrderDetail,
} from '@kredo/contract/insurance-back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';
import { showOrderDetail } from './refresh-insurance-order';

export function retryInsuranceRefund(orderId: string) {
  return apiClient.post(pathWith(backOfficeInsurancePaths.retryRefund, { orderId }), {
    schema: insuranceOrderDetailSchema,
  });
}

/**
 * 'Retry refund' (audited): a refund the gateway declined asked for again as a new refund.
 * `submit` sends once however often it is pressed while in flight, then answers undefined.
 */
export function useRetryInsuranceRefund(orderId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['retry-insurance-refund', orderId];
  const mutation = useMutation({
    mutationKey,
    mutationFn: () => retryInsuranceRefund(orderId),
    onSuccess: (detail) => showOrderDetail(queryClient, detail),
  });
  const submit = async (): Promise<InsuranceOrderDetail | undefined> => {
    if (queryClient.isMutating({ mutationKey }) > 0) return undefined;
    return mutation.mutateAsync();
  };
  return { mutation, submit };
}
