import {
  bankStatementPaths,
  statementTimings,
  uploadAllowedResponseSchema,
} from '@kredo/contract/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getUploadAllowed(signal?: AbortSignal) {
  return apiClient.get(bankStatementPaths.uploadAllowed, {
    schema: uploadAllowedResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
    signal,
  });
}

export const uploadAllowedQueryOptions = queryOptions({
  queryKey: ['bank-statements', 'upload-allowed'],
  queryFn: ({ signal }) => getUploadAllowed(signal),
  // Asked afresh on each visit: a day's uploads can use the allowance up.
  staleTime: 0,
});

/** Whether the borrower may upload statements; false sends them to the Google Form. */
export function useUploadAllowed() {
  return useQuery(uploadAllowedQueryOptions);
}
