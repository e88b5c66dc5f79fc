import {
  backOfficeGoldPaths,
  goldOrderListSchema,
  type goldOrdersQuerySchema,
} from '@kredo/contract/gold-back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';

export type GoldOrdersFilter = z.output<typeof goldOrdersQuerySchema>;

export function getGoldOrders(filter: GoldOrdersFilter, signal?: AbortSignal) {
  return apiClient.get(backOfficeGoldPaths.orders, {
    query: { status: filter.status, kind: filter.kind },
    schema: goldOrderListSchema,
    signal,
  });
}

export function getGoldOrdersQueryOptions(filter: GoldOrdersFilter) {
  return queryOptions({
    // Under ['gold', 'orders'], where asking the vendor puts the order's new row.
    queryKey: ['gold', 'orders', filter.status ?? 'all', filter.kind ?? 'all'],
    queryFn: ({ signal }) => getGoldOrders(filter, signal),
  });
}

/** Gold orders, newest first, of one state (or those awaiting the vendor) and one kind, or all. */
export function useGoldOrders(filter: GoldOrdersFilter) {
  return useQuery(getGoldOrdersQueryOptions(filter));
}
