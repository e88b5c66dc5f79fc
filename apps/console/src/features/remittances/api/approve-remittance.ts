import type { approveRemittanceBodySchema } from '@kredo/contract/remittances';
import { backOfficeRemittancePaths, remittanceSchema } from '@kredo/contract/remittances';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useRemittanceMutation } from './use-remittance-mutation';

export type ApproveRemittanceBody = z.output<typeof approveRemittanceBodySchema>;

export function approveRemittance(remittanceId: string, body: ApproveRemittanceBody) {
  return apiClient.post(pathWith(backOfficeRemittancePaths.approve, { remittanceId }), {
    body,
    schema: remittanceSchema,
  });
}

/** The checker's approval: the entry posts. The server refuses the proposer (409). */
export function useApproveRemittance(remittanceId: string) {
  return useRemittanceMutation(['decide-remittance', remittanceId], (body: ApproveRemittanceBody) =>
    approveRemittance(remittanceId, body),
  );
}
