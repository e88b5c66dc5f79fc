import {
  bankStatementPaths,
  institutionsResponseSchema,
  statementTimings,
} from '@kredo/contract/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getInstitutions(signal?: AbortSignal) {
  return apiClient.post(bankStatementPaths.institutions, {
    body: { handler: 'institutions' },
    schema: institutionsResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
    signal,
  });
}

export const institutionsQueryOptions = queryOptions({
  queryKey: ['bank-statements', 'institutions'],
  queryFn: ({ signal }) => getInstitutions(signal),
  // The bank list changes with a release of the analyser, not within a visit.
  staleTime: 60 * 60_000,
});

/** Banks a statement can come from (POST bs-service/institutions). */
export function useInstitutions() {
  return useQuery(institutionsQueryOptions);
}
