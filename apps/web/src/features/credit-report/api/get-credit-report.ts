import { creditReportPaths, creditReportSchema } from '@kredo/contract/credit-report';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getCreditReport(signal?: AbortSignal) {
  return apiClient.get(creditReportPaths.creditScore, { schema: creditReportSchema, signal });
}

export const creditReportQueryKey = ['credit-report'] as const;

/** The signed-in borrower's credit report, scored now (no score before one is generated). */
export function useCreditReport() {
  return useQuery({
    queryKey: creditReportQueryKey,
    queryFn: ({ signal }) => getCreditReport(signal),
    staleTime: 0,
  });
}
