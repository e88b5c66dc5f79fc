import { clockStateSchema, devPaths } from '@kredo/contract/dev';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getClock(signal?: AbortSignal) {
  return apiClient.get(devPaths.clock, { schema: clockStateSchema, signal });
}

export const clockQueryKey = ['dev', 'clock'] as const;

export function getClockQueryOptions() {
  return queryOptions({ queryKey: clockQueryKey, queryFn: ({ signal }) => getClock(signal) });
}

export function useClock() {
  return useQuery({ ...getClockQueryOptions(), refetchInterval: 10_000, retry: false });
}
