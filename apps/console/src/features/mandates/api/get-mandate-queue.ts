import {
  backOfficeMandatePaths,
  mandateQueueResponseSchema,
  type MandateQueueView,
} from '@kredo/contract/mandates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getMandateQueue(view: MandateQueueView, signal?: AbortSignal) {
  return apiClient.get(backOfficeMandatePaths.queue, {
    query: { view },
    schema: mandateQueueResponseSchema,
    signal,
  });
}

export function getMandateQueueQueryOptions(view: MandateQueueView) {
  return queryOptions({
    // ['mandates'] is what a mandate action invalidates.
    queryKey: ['mandates', view],
    queryFn: ({ signal }) => getMandateQueue(view, signal),
    // The tabs keep their counts while another view's rows load.
    placeholderData: keepPreviousData,
    // 'Stuck' is a matter of time passing, so the queue looks again now and then.
    refetchInterval: 60_000,
  });
}

export function useMandateQueue(view: MandateQueueView) {
  return useQuery(getMandateQueueQueryOptions(view));
}
