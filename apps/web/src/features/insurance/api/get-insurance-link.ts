import { insurancePaths, riskcovryLinkSchema } from '@kredo/contract/insurance';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getInsuranceLink(signal?: AbortSignal) {
  return apiClient.get(insurancePaths.riskcovryLink, { schema: riskcovryLinkSchema, signal });
}

/** The insurance partner's link for the borrower and the policies they already hold there. */
export function useInsuranceLink() {
  return useQuery({
    queryKey: ['insurance', 'partner-link'],
    queryFn: ({ signal }) => getInsuranceLink(signal),
  });
}
