import { backOfficeMandatePaths, mandateDetailSchema } from '@kredo/contract/mandates';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useMandateAction } from './use-mandate-action';

export function acceptMandate(mandateId: string) {
  return apiClient.post(pathWith(backOfficeMandatePaths.accept, { mandateId }), {
    schema: mandateDetailSchema,
  });
}

/** Operations found the paper scan in order: the mandate goes to the sponsor bank (AUTHORIZED). */
export function useAcceptMandate(mandateId: string) {
  return useMandateAction(mandateId, 'accept', () => acceptMandate(mandateId));
}
