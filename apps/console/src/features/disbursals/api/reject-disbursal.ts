import {
  backOfficeDisbursalPaths,
  disbursalSchema,
  type rejectDisbursalBodySchema,
} from '@kredo/contract/disbursals';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useDisbursalAction } from './use-disbursal-action';

export type RejectDisbursalBody = z.output<typeof rejectDisbursalBodySchema>;

export function rejectDisbursal(disbursalId: string, body: RejectDisbursalBody) {
  return apiClient.post(pathWith(backOfficeDisbursalPaths.reject, { disbursalId }), {
    body,
    schema: disbursalSchema,
  });
}

/** The checker's refusal, with the note saying why; the loan may be proposed again. */
export function useRejectDisbursal(disbursalId: string) {
  return useDisbursalAction(disbursalId, 'reject', (body: RejectDisbursalBody) =>
    rejectDisbursal(disbursalId, body),
  );
}
