import { consentPaths, paFormResponseSchema, type PaForm } from '@kredo/contract/consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';

export function getPaForm(opportunityId: string, signal?: AbortSignal) {
  return apiClient.get(consentPaths.paFormRead, {
    query: { opportunityId },
    schema: paFormResponseSchema,
    signal,
  });
}

export function paFormQueryOptions(opportunityId: string) {
  return queryOptions({
    queryKey: ['consent', 'pa-form', opportunityId],
    queryFn: ({ signal }) => getPaForm(opportunityId, signal),
    // Each answer changes what is due: the form always reads the server's list afresh.
    staleTime: 0,
  });
}

/**
 * The post-approval items still due and the borrower's accounts (spec 001 §2.3, §7
 * `GET /hagen/pa-form/`). `pollMs` says, from the list last read, how soon to read it again (an
 * account's penny drop being awaited), or false.
 */
export function usePaForm(opportunityId: string, pollMs?: (form: PaForm | undefined) => number | false) {
  return useQuery({
    ...paFormQueryOptions(opportunityId),
    refetchInterval: (query) => (pollMs ? pollMs(query.state.data) : false),
  });
}
