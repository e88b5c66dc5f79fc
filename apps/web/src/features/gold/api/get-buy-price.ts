import { goldPaths, goldPriceSchema } from '@kredo/contract/gold';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getBuyPrice(signal?: AbortSignal) {
  return apiClient.get(goldPaths.buyPrice, { schema: goldPriceSchema, signal });
}

/** A quote is never taken from the cache: each visit and each timer's end asks for the current one. */
export const buyPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['gold', 'price', 'buy'],
    queryFn: ({ signal }) => getBuyPrice(signal),
    staleTime: 0,
  });

/** The buy rate (paise a gram, GST apart) and how long it is offered. */
export function useBuyPrice() {
  return useQuery(buyPriceQueryOptions());
}
