import { referralPaths, referralSummarySchema } from '@kredo/contract/referral';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getReferralSummary(signal?: AbortSignal) {
  return apiClient.get(referralPaths.summary, { schema: referralSummarySchema, signal });
}

/** How many friends joined through the borrower's link, and the cashbacks their loans earned. */
export function useReferralSummary() {
  return useQuery({
    queryKey: ['referral', 'summary'],
    queryFn: ({ signal }) => getReferralSummary(signal),
  });
}
