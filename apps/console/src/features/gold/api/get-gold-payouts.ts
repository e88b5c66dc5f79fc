import { backOfficeGoldPaths, goldPayoutListSchema } from '@kredo/contract/gold-back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getGoldPayouts(signal?: AbortSignal) {
  return apiClient.get(backOfficeGoldPaths.payouts, { schema: goldPayoutListSchema, signal });
}

export function getGoldPayoutsQueryOptions() {
  return queryOptions({
    // ['gold', 'payouts'] is what asking the vendor about an order reloads.
    queryKey: ['gold', 'payouts'],
    queryFn: ({ signal }) => getGoldPayouts(signal),
  });
}

/** The refunds of gold payments and the proceeds of sales paid to customers, newest first. */
export function useGoldPayouts() {
  return useQuery(getGoldPayoutsQueryOptions());
}
