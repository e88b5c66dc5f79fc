import type { rejectRemittanceBodySchema } from '@kredo/contract/remittances';
import { backOfficeRemittancePaths, remittanceSchema } from '@kredo/contract/remittances';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useRemittanceMutation } from './use-remittance-mutation';

export type RejectRemittanceBody = z.output<typeof rejectRemittanceBodySchema>;

export function rejectRemittance(remittanceId: string, body: RejectRemittanceBody) {
  return apiClient.post(pathWith(backOfficeRemittancePaths.reject, { remittanceId }), {
    body,
    schema: remittanceSchema,
  });
}

/** The checker's refusal, with the note saying why; the amount held is released. */
export function useRejectRemittance(remittanceId: string) {
  return useRemittanceMutation(['decide-remittance', remittanceId], (body: RejectRemittanceBody) =>
    rejectRemittance(remittanceId, body),
  );
}
