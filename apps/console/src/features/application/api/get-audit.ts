import { auditResponseSchema, backOfficePaths } from '@kredo/contract/back-office';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getAudit(applicationId: string, signal?: AbortSignal) {
  return apiClient.get(pathWith(backOfficePaths.audit, { applicationId }), {
    schema: auditResponseSchema,
    signal,
  });
}

export function getAuditQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['audit', applicationId],
    queryFn: ({ signal }) => getAudit(applicationId, signal),
  });
}

/** Every staff action on the application, as the append-only log holds it. */
export function useAudit(applicationId: string) {
  return useQuery(getAuditQueryOptions(applicationId));
}
