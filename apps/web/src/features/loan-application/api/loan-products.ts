import {
  allowNewApplicationResponseSchema,
  applicationFieldsResponseSchema,
  eligibleProductsResponseSchema,
  loanApplicationPaths,
  loanBoundaryResponseSchema,
} from '@kredo/contract/loan-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const eligibleProductsQueryOptions = queryOptions({
  queryKey: ['loan-application', 'products'],
  queryFn: ({ signal }) =>
    apiClient.get(loanApplicationPaths.eligibleProducts, { schema: eligibleProductsResponseSchema, signal }),
});

export function useEligibleProducts() {
  return useQuery(eligibleProductsQueryOptions);
}

export function useAllowNewApplication() {
  return useQuery({
    queryKey: ['loan-application', 'allow-new'],
    queryFn: ({ signal }) =>
      apiClient.get(loanApplicationPaths.allowNewApplication, {
        schema: allowNewApplicationResponseSchema,
        signal,
      }),
  });
}

export function applicationFieldsQueryOptions(productCode: string) {
  return queryOptions({
    queryKey: ['loan-application', 'fields', productCode],
    queryFn: ({ signal }) =>
      apiClient.get(loanApplicationPaths.applicationFields, {
        query: { productCode },
        schema: applicationFieldsResponseSchema,
        signal,
      }),
  });
}

export function useApplicationFields(productCode: string) {
  return useQuery({ ...applicationFieldsQueryOptions(productCode), enabled: productCode !== '' });
}

export function useLoanBoundary(productCode: string) {
  return useQuery({
    queryKey: ['loan-application', 'boundary', productCode],
    queryFn: ({ signal }) =>
      apiClient.get(loanApplicationPaths.loanBoundary, {
        query: { productCode },
        schema: loanBoundaryResponseSchema,
        signal,
      }),
    enabled: productCode !== '',
  });
}
