import { goldPaths, goldPriceSchema } from '@kredo/contract/gold';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getSellPrice(signal?: AbortSignal) {
  return apiClient.get(goldPaths.sellPrice, { schema: goldPriceSchema, signal });
}

/** A quote is never taken from the cache: each visit and each timer's end asks for the current one. */
export const sellPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['gold', 'price', 'sell'],
    queryFn: ({ signal }) => getSellPrice(signal),
    staleTime: 0,
  });

/** The sell rate (paise a gram) and how long it is offered: the locker values gold at it too. */
export function useSellPrice() {
  return useQuery(sellPriceQueryOptions());
}
