import { insurancePaths, policyUrlSchema } from '@kredo/contract/insurance';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The issued policy's PDF as a short-lived pre-signed URL (spec 002 §4, §7). */
export function getPolicyUrl(orderId: string) {
  return apiClient.get(insurancePaths.policy, { query: { orderId }, schema: policyUrlSchema });
}

/** Asked for each download: the URL is short-lived, so it is never cached. */
export function usePolicyUrl() {
  return useMutation({ mutationFn: getPolicyUrl });
}
