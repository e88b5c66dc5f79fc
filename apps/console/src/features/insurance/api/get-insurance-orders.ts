import {
  backOfficeInsurancePaths,
  insuranceOrderListSchema,
  type insuranceOrdersQuerySchema,
} from '@kredo/contract/insurance-back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';

export type InsuranceOrdersFilter = z.output<typeof insuranceOrdersQuerySchema>;

export function getInsuranceOrders(filter: InsuranceOrdersFilter, signal?: AbortSignal) {
  return apiClient.get(backOfficeInsurancePaths.orders, {
    query: { status: filter.status },
    schema: insuranceOrderListSchema,
    signal,
  });
}

export function getInsuranceOrdersQueryOptions(filter: InsuranceOrdersFilter) {
  return queryOptions({
    // Under ['insurance', 'orders'], where asking the insurer puts the order's new row.
    queryKey: ['insurance', 'orders', filter.status ?? 'all'],
    queryFn: ({ signal }) => getInsuranceOrders(filter, signal),
  });
}

/** Insurance orders, newest first, of one state (or those awaiting the insurer), or all. */
export function useInsuranceOrders(filter: InsuranceOrdersFilter) {
  return useQuery(getInsuranceOrdersQueryOptions(filter));
}
