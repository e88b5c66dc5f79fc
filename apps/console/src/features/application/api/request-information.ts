import {
  actionResponseSchema,
  backOfficePaths,
  type requestInformationBodySchema,
} from '@kredo/contract/back-office';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useRefreshAfterAction } from './refresh-after-action';

export type RequestInformationBody = z.output<typeof requestInformationBodySchema>;

export function requestInformation(applicationId: string, body: RequestInformationBody) {
  return apiClient.post(pathWith(backOfficePaths.requestInformation, { applicationId }), {
    body,
    schema: actionResponseSchema,
  });
}

/** Sends the application to INCOMPLETE_INFO with the chosen sub-statuses. */
export function useRequestInformation(applicationId: string) {
  const refresh = useRefreshAfterAction(applicationId);
  return useMutation({
    mutationFn: (body: RequestInformationBody) => requestInformation(applicationId, body),
    onSettled: refresh,
  });
}
