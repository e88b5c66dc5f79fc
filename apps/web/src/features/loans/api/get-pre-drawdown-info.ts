import {
  creditLinePaths,
  preDrawdownInfoQuerySchema,
  preDrawdownInfoSchema,
} from '@kredo/contract/credit-lines';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getPreDrawdownInfo(loanId: string, amount: number, signal?: AbortSignal) {
  return apiClient.get(creditLinePaths.preDrawdownInfo, {
    query: preDrawdownInfoQuerySchema.parse({ loan_id: loanId, amount }),
    schema: preDrawdownInfoSchema,
    signal,
  });
}

export function preDrawdownInfoQueryOptions(loanId: string, amount: number) {
  return queryOptions({
    queryKey: ['loans', 'pre-drawdown-info', loanId, amount],
    // The signal lets a preview for an amount no longer typed be cancelled.
    queryFn: ({ signal }) => getPreDrawdownInfo(loanId, amount, signal),
    // A failure shows the fee note and lets the borrower confirm (spec 001 §8): no waiting on retries.
    retry: false,
  });
}

/**
 * The convenience fee and its GST a drawdown of `amount` paise would be charged (spec 001 §7
 * `kuber/pre-drawdown-info`); asked only while `amount` is a drawable amount.
 */
export function usePreDrawdownInfo(loanId: string, amount: number | undefined) {
  return useQuery({
    ...preDrawdownInfoQueryOptions(loanId, amount ?? 0),
    enabled: amount !== undefined,
  });
}
