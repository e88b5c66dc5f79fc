import {
  backOfficeDisbursalPaths,
  disbursalSchema,
  type decideDisbursalBodySchema,
} from '@kredo/contract/disbursals';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useDisbursalAction } from './use-disbursal-action';

export type ApproveDisbursalBody = z.output<typeof decideDisbursalBodySchema>;

export function approveDisbursal(disbursalId: string, body: ApproveDisbursalBody) {
  return apiClient.post(pathWith(backOfficeDisbursalPaths.approve, { disbursalId }), {
    body,
    schema: disbursalSchema,
  });
}

/** The checker's approval: the payout goes to the bank. The server refuses the proposer (409). */
export function useApproveDisbursal(disbursalId: string) {
  return useDisbursalAction(disbursalId, 'approve', (body: ApproveDisbursalBody) =>
    approveDisbursal(disbursalId, body),
  );
}
