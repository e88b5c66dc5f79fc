import { insurancePaths, insuranceOrdersSchema, type InsuranceOrder } from '@kredo/contract/insurance';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getInsuranceOrders(orderId: string | undefined, signal?: AbortSignal) {
  return apiClient.get(insurancePaths.order, {
    query: orderId === undefined ? {} : { orderId },
    schema: insuranceOrdersSchema,
    signal,
  });
}

export const insuranceOrdersKey = ['insurance', 'orders'] as const;

/** My Insurances: the borrower's orders, newest first. */
export function useInsuranceOrders() {
  return useQuery({
    queryKey: insuranceOrdersKey,
    queryFn: ({ signal }) => getInsuranceOrders(undefined, signal),
    staleTime: 0,
  });
}

/** While the gateway's answer may still be on its way: the premium is not known to be paid or refused. */
const settled = (order: InsuranceOrder | undefined) =>
  order !== undefined && order.status !== 'PAYMENT_PENDING';
export const orderPollMs = 1_000;

/**
 * One order back from the gateway (?orderId), asked again each second while its payment is not
 * yet known.
 */
export function useInsuranceOrder(orderId: string) {
  return useQuery({
    queryKey: [...insuranceOrdersKey, orderId],
    queryFn: async ({ signal }) => (await getInsuranceOrders(orderId, signal)).orders[0] ?? null,
    enabled: orderId !== '',
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data === null || settled(query.state.data ?? undefined) ? false : orderPollMs,
  });
}
