import { activeOpportunityResponseSchema, consentPaths } from '@kredo/contract/consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getActiveOpportunity(signal?: AbortSignal) {
  return apiClient.get(consentPaths.activeOpportunity, { schema: activeOpportunityResponseSchema, signal });
}

export function activeOpportunityQueryOptions() {
  return queryOptions({
    queryKey: ['consent', 'active-opportunity'],
    queryFn: ({ signal }) => getActiveOpportunity(signal),
  });
}

/** The borrower's live opportunity id (spec 001 §7 `hagen/active-opp-id`); null when none. */
export function useActiveOpportunity() {
  return useQuery(activeOpportunityQueryOptions());
}
