import {
  loanPaymentPaths,
  repaymentOptionsQuerySchema,
  repaymentOptionsSchema,
} from '@kredo/contract/loan-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getRepaymentOptions(loanId: string, signal?: AbortSignal) {
  return apiClient.get(loanPaymentPaths.repaymentOptions, {
    query: repaymentOptionsQuerySchema.parse({ loan_id: loanId }),
    schema: repaymentOptionsSchema,
    signal,
  });
}

export function repaymentOptionsQueryOptions(loanId: string) {
  return queryOptions({
    queryKey: ['loans', 'repayment-options', loanId],
    queryFn: ({ signal }) => getRepaymentOptions(loanId, signal),
    // The dues and the foreclosure quote move with the day and with every payment.
    staleTime: 0,
  });
}

/**
 * What the borrower may pay on the loan today (dues, the next EMI, the foreclosure quote) and
 * whether a NACH debit is already being presented (spec 001 §4.9).
 */
export function useRepaymentOptions(loanId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...repaymentOptionsQueryOptions(loanId), enabled });
}
