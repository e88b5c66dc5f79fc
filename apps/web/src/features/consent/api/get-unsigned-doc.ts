import { consentPaths, unsignedDocsResponseSchema } from '@kredo/contract/consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Asked again this often until the agreement exists (spec 001 §4.8). */
export const unsignedDocPollMs = 10_000;

export function getUnsignedDoc(requestId: string, signal?: AbortSignal) {
  return apiClient.get(consentPaths.unsignedDocs, {
    query: { request_id: requestId },
    schema: unsignedDocsResponseSchema,
    signal,
  });
}

export function unsignedDocQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: ['consent', 'unsigned-doc', requestId],
    queryFn: ({ signal }) => getUnsignedDoc(requestId, signal),
    staleTime: Infinity,
  });
}

/**
 * The unsigned loan agreement (base64 PDF). It answers 404 until the agreement is generated, so
 * it is asked every 10 s until it arrives.
 */
export function useUnsignedDoc(requestId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...unsignedDocQueryOptions(requestId ?? ''),
    enabled: enabled && Boolean(requestId),
    retry: false,
    refetchInterval: (query) => (query.state.data ? false : unsignedDocPollMs),
  });
}
