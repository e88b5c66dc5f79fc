import { kycModesResponseSchema, loanApplicationPaths } from '@kredo/contract/loan-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getKycModes(productCode: string, signal?: AbortSignal) {
  return apiClient.get(loanApplicationPaths.kycModes, {
    query: { productCode },
    schema: kycModesResponseSchema,
    signal,
  });
}

export function kycModesQueryOptions(productCode: string) {
  return queryOptions({
    queryKey: ['kyc', 'modes', productCode],
    queryFn: ({ signal }) => getKycModes(productCode, signal),
  });
}

/** The KYC modes the product offers (spec 000 §7, `paandu/kyc-modes`). */
export function useKycModes(productCode: string) {
  return useQuery({ ...kycModesQueryOptions(productCode), enabled: productCode !== '' });
}
