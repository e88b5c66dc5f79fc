import {
  bankStatementPaths,
  statementTimings,
  transactionCompleteResponseSchema,
} from '@kredo/contract/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getTransactionComplete(txnId: string | undefined, signal?: AbortSignal) {
  return apiClient.get(bankStatementPaths.transactionComplete, {
    query: { txnId },
    schema: transactionCompleteResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
    signal,
  });
}

export function transactionCompleteQueryOptions(txnId: string | undefined) {
  return queryOptions({
    queryKey: ['bank-statements', 'transaction-complete', txnId ?? null],
    queryFn: ({ signal }) => getTransactionComplete(txnId, signal),
    staleTime: 0,
  });
}

/**
 * Whether the statement the bank's pages sent has arrived (GET corleone/is-bs-transaction-complete),
 * asked every 10 s (spec 000 §9) while `polling` and not yet complete.
 */
export function useTransactionComplete(txnId: string | undefined, polling: boolean) {
  return useQuery({
    ...transactionCompleteQueryOptions(txnId),
    enabled: polling,
    refetchInterval: (query) => (query.state.data?.isComplete ? false : statementTimings.pollMs),
    refetchIntervalInBackground: true,
  });
}
