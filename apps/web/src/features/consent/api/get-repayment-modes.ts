import {
  documentCollectionModesQuerySchema,
  documentCollectionModesResponseSchema,
  mandatePaths,
} from '@kredo/contract/mandates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type RepaymentModesRequest = { productCode: string; lenderId: number; opportunityId: string };

export function getRepaymentModes(request: RepaymentModesRequest, signal?: AbortSignal) {
  return apiClient.get(mandatePaths.documentCollectionModes, {
    query: documentCollectionModesQuerySchema.parse(request),
    schema: documentCollectionModesResponseSchema,
    signal,
  });
}

export function repaymentModesQueryOptions(request: RepaymentModesRequest) {
  return queryOptions({
    queryKey: ['consent', 'repayment-modes', request.opportunityId, request.productCode, request.lenderId],
    queryFn: ({ signal }) => getRepaymentModes(request, signal),
  });
}

/**
 * The modes the loan may be repaid by and the account the mandate is for (spec 001 §4.7, §7
 * `hagen/document-collection-modes`), for the product, the lender and the opportunity.
 */
export function useRepaymentModes(request: RepaymentModesRequest) {
  return useQuery(repaymentModesQueryOptions(request));
}
