import {
  bankStatementPaths,
  openStatementResponseSchema,
  statementTimings,
} from '@kredo/contract/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The borrower's PDF session still open today (of one bank, or any) with the files sent in it. */
export function getOpenStatement(institutionId: string | undefined, signal?: AbortSignal) {
  const query = institutionId === undefined ? '' : `?institutionId=${encodeURIComponent(institutionId)}`;
  return apiClient.get(`${bankStatementPaths.openSession}${query}`, {
    schema: openStatementResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
    signal,
  });
}

export const openStatementQueryOptions = (institutionId: string | undefined) =>
  queryOptions({
    queryKey: ['bank-statements', 'open-session', institutionId ?? null],
    queryFn: ({ signal }) => getOpenStatement(institutionId, signal),
    // Asked afresh on each visit: files may have been sent since.
    staleTime: 0,
    gcTime: 0,
  });

export function useOpenStatement(institutionId: string | undefined, enabled = true) {
  return useQuery({ ...openStatementQueryOptions(institutionId), enabled });
}
