import {
  backOfficeMandatePaths,
  mandateDetailSchema,
  type rejectMandateBodySchema,
} from '@kredo/contract/mandates';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useMandateAction } from './use-mandate-action';

export type RejectMandateBody = z.output<typeof rejectMandateBodySchema>;

export function rejectMandate(mandateId: string, body: RejectMandateBody) {
  return apiClient.post(pathWith(backOfficeMandatePaths.reject, { mandateId }), {
    body,
    schema: mandateDetailSchema,
  });
}

/** Rejects a paper scan with one of the paper reasons; the borrower is asked for a new scan. */
export function useRejectMandate(mandateId: string) {
  return useMandateAction(mandateId, 'reject', (body: RejectMandateBody) => rejectMandate(mandateId, body));
}
