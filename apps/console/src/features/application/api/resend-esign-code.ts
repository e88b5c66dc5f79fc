import { backOfficePaths, resendEsignCodeResponseSchema } from '@kredo/contract/back-office';
import { useMutation } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useRefreshAfterAction } from './refresh-after-action';

export function resendEsignCode(applicationId: string) {
  return apiClient.post(pathWith(backOfficePaths.resendEsignCode, { applicationId }), {
    schema: resendEsignCodeResponseSchema,
  });
}

/** The eSign service sends the borrower a new code for the agreement waiting for their signature. */
export function useResendEsignCode(applicationId: string) {
  const refresh = useRefreshAfterAction(applicationId);
  return useMutation({
    mutationFn: () => resendEsignCode(applicationId),
    onSettled: refresh,
  });
}
