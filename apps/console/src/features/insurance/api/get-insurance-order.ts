import { backOfficeInsurancePaths, insuranceOrderDetailSchema } from '@kredo/contract/insurance-back-office';
import { useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getInsuranceOrder(orderId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficeInsurancePaths.order, { orderId }), {
    schema: insuranceOrderDetailSchema,
    signal,
  });
}

/** One order with the insurer's latest answer and its events (staff actions with their notes). */
export function useInsuranceOrder(orderId: string) {
  return useQuery({
    queryKey: ['insurance', 'order', orderId],
    queryFn: ({ signal }) => getInsuranceOrder(orderId, signal),
  });
}
