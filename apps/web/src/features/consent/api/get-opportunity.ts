import { consentPaths, opportunityResponseSchema, type OpportunityDetails } from '@kredo/contract/consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getOpportunity(id: string, signal?: AbortSignal) {
  return apiClient.get(consentPaths.opportunity, {
    query: { id },
    schema: opportunityResponseSchema,
    signal,
  });
}

export function opportunityQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['consent', 'opportunity', id],
    queryFn: ({ signal }) => getOpportunity(id, signal),
    // The consent area decides its screen from the latest answer: never from a cached one.
    staleTime: 0,
  });
}

/**
 * The opportunity with its terms, KFS and schedule (spec 001 §7 `loan-opportunity/opportunity`);
 * polled as often as `pollMs` says of the latest answer while the borrower waits on the server
 * (§4.8).
 */
export function useOpportunity(
  id: string | null | undefined,
  { pollMs }: { pollMs?: (opportunity: OpportunityDetails) => number | undefined } = {},
) {
  return useQuery({
    ...opportunityQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && pollMs?.(query.state.data)) ?? false,
  });
}

/**
 * Asks for the opportunity every `pollMs` while a screen of the area waits on the server (a
 * mandate being registered or verified, §4.8), without asking again on mount: the area has just
 * read it, and re-renders with each answer (this observer itself never re-renders its screen).
 */
export function usePollOpportunity(id: string, pollMs: number | false) {
  useQuery({
    ...opportunityQueryOptions(id),
    refetchOnMount: false,
    refetchInterval: pollMs,
    notifyOnChangeProps: [],
  });
}
