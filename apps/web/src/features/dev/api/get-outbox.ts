import { devPaths, outboxResponseSchema } from '@kredo/contract/dev';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Testers wait here for an OTP; a few seconds is quick enough without hammering the server. */
export const outboxRefreshMs = 3000;

export function getOutbox({ to, signal }: { to?: string; signal?: AbortSignal }) {
  return apiClient.get(devPaths.outbox, {
    query: { to: to || undefined },
    schema: outboxResponseSchema,
    signal,
  });
}

export function getOutboxQueryOptions(to?: string) {
  const filter = to?.trim() || undefined;
  return queryOptions({
    queryKey: ['dev', 'outbox', { to: filter }],
    queryFn: ({ signal }) => getOutbox({ to: filter, signal }),
  });
}

export function useOutbox(to?: string) {
  return useQuery({
    ...getOutboxQueryOptions(to),
    refetchInterval: outboxRefreshMs,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
