import { loansPaths, preApprovedProductsResponseSchema } from '@kredo/contract/loans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getPreApprovedProducts(signal?: AbortSignal) {
  return apiClient.get(loansPaths.preApprovedProducts, { schema: preApprovedProductsResponseSchema, signal });
}

export const preApprovedProductsQueryOptions = queryOptions({
  queryKey: ['loans', 'pre-approved-products'],
  queryFn: ({ signal }) => getPreApprovedProducts(signal),
  // The banner is an offer, not the screen: a failed call only leaves it out.
  retry: false,
});

/** The top-ups the borrower is pre-approved for (spec 001 §2.10, §7 `corleone/pre-approved-products`). */
export function usePreApprovedProducts() {
  return useQuery(preApprovedProductsQueryOptions);
}
