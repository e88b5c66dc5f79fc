import { backOfficePaths, queueResponseSchema } from '@kredo/contract/back-office';
import type { ApplicationStatus } from '@kredo/domain/application-lifecycle';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export type QueueFilter = { status?: ApplicationStatus | undefined; olderThanHours?: number | undefined };

export function getQueue(filter: QueueFilter, signal?: AbortSignal) {
  return apiClient.get(backOfficePaths.queue, {
    query: { status: filter.status, olderThanHours: filter.olderThanHours },
    schema: queueResponseSchema,
    signal,
  });
}

export function getQueueQueryOptions(filter: QueueFilter) {
  return queryOptions({
    // ['queue'] is what a staff action invalidates.
    queryKey: ['queue', filter.status ?? 'ALL', filter.olderThanHours ?? 0],
    queryFn: ({ signal }) => getQueue(filter, signal),
    // The tabs keep their counts while another tab's rows load.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useQueue(filter: QueueFilter) {
  return useQuery(getQueueQueryOptions(filter));
}
