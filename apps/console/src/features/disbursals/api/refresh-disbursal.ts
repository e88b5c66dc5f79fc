import { backOfficeDisbursalPaths, disbursalSchema } from '@kredo/contract/disbursals';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useDisbursalAction } from './use-disbursal-action';

export function refreshDisbursal(disbursalId: string) {
  return apiClient.post(pathWith(backOfficeDisbursalPaths.refresh, { disbursalId }), {
    schema: disbursalSchema,
  });
}

/** Asks the payout bank where an approved payout stands, and applies what it says. */
export function useRefreshDisbursal(disbursalId: string) {
  return useDisbursalAction(disbursalId, 'refresh', () => refreshDisbursal(disbursalId));
}
