import { actionResponseSchema, backOfficePaths, type rejectBodySchema } from '@kredo/contract/back-office';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useRefreshAfterAction } from './refresh-after-action';

export type RejectBody = z.output<typeof rejectBodySchema>;

export function rejectApplication(applicationId: string, body: RejectBody) {
  return apiClient.post(pathWith(backOfficePaths.reject, { applicationId }), {
    body,
    schema: actionResponseSchema,
  });
}

export function useRejectApplication(applicationId: string) {
  const refresh = useRefreshAfterAction(applicationId);
  return useMutation({
    mutationFn: (body: RejectBody) => rejectApplication(applicationId, body),
    onSettled: refresh,
  });
}
