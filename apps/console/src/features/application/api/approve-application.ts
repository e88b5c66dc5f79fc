import { actionResponseSchema, backOfficePaths, type approveBodySchema } from '@kredo/contract/back-office';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useRefreshAfterAction } from './refresh-after-action';

export type ApproveBody = z.output<typeof approveBodySchema>;

export function approveApplication(applicationId: string, body: ApproveBody) {
  return apiClient.post(pathWith(backOfficePaths.approve, { applicationId }), {
    body,
    schema: actionResponseSchema,
  });
}

/** Approves with the terms staff chose; the server prices the offer the same way the preview did. */
export function useApproveApplication(applicationId: string) {
  const refresh = useRefreshAfterAction(applicationId);
  return useMutation({
    mutationFn: (body: ApproveBody) => approveApplication(applicationId, body),
    onSettled: refresh,
  });
}
