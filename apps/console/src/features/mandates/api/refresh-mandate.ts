import { backOfficeMandatePaths, mandateDetailSchema } from '@kredo/contract/mandates';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useMandateAction } from './use-mandate-action';

export function refreshMandate(mandateId: string) {
  return apiClient.post(pathWith(backOfficeMandatePaths.refresh, { mandateId }), {
    schema: mandateDetailSchema,
  });
}

/** Asks the provider where an e-mandate stands and applies what it says. */
export function useRefreshMandate(mandateId: string) {
  return useMandateAction(mandateId, 'refresh', () => refreshMandate(mandateId));
}
