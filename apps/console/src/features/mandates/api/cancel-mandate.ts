import {
  backOfficeMandatePaths,
  mandateDetailSchema,
  type cancelMandateBodySchema,
} from '@kredo/contract/mandates';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useMandateAction } from './use-mandate-action';

export type CancelMandateBody = z.output<typeof cancelMandateBodySchema>;

export function cancelMandate(mandateId: string, body: CancelMandateBody) {
  return apiClient.post(pathWith(backOfficeMandatePaths.cancel, { mandateId }), {
    body,
    schema: mandateDetailSchema,
  });
}

/** Sets the mandate aside, with the note saying why. */
export function useCancelMandate(mandateId: string) {
  return useMandateAction(mandateId, 'cancel', (body: CancelMandateBody) => cancelMandate(mandateId, body));
}
