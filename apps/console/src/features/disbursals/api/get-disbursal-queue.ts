import {
  backOfficeDisbursalPaths,
  disbursalQueueResponseSchema,
  type DisbursalQueueView,
  type readyOpportunitySchema,
} from '@kredo/contract/disbursals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient } from '../../../lib/api-client';

/** A loan awaiting disbursal with no live disbursal: ready to be proposed. */
export type ReadyOpportunity = z.output<typeof readyOpportunitySchema>;

export function getDisbursalQueue(view: DisbursalQueueView, signal?: AbortSignal) {
  return apiClient.get(backOfficeDisbursalPaths.queue, {
    query: { view },
    schema: disbursalQueueResponseSchema,
    signal,
  });
}

export function getDisbursalQueueQueryOptions(view: DisbursalQueueView) {
  return queryOptions({
    // ['disbursals'] is what a proposal or a decision invalidates.
    queryKey: ['disbursals', view],
    queryFn: ({ signal }) => getDisbursalQueue(view, signal),
    // Payouts in flight settle by the bank's webhook, so the queue looks again now and then.
    refetchInterval: 30_000,
  });
}

export function useDisbursalQueue(view: DisbursalQueueView) {
  return useQuery(getDisbursalQueueQueryOptions(view));
}
