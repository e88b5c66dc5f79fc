import { creditReportPaths, creditReportSchema } from '@kredo/contract/credit-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { creditReportQueryKey } from './get-credit-report';

/** Generates the report with the borrower's consent (a bureau pull); answers the report. */
export function generateCreditReport() {
  return apiClient.post(creditReportPaths.creditScore, {
    body: { consent: true },
    schema: creditReportSchema,
  });
}

/** The report it answers is the report the screen shows. */
export function useGenerateCreditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCreditReport,
    onSuccess: (report) => queryClient.setQueryData(creditReportQueryKey, report),
  });
}
