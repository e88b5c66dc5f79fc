import {
  bankingLinkResponseSchema,
  bankStatementPaths,
  statementTimings,
} from '@kredo/contract/bank-statements';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type BankingLinkInput = {
  mode: 'NET_BANKING' | 'ACCOUNT_AGGREGATOR';
  bankId: string;
  requestId: string;
  /** Where the bank's pages send the borrower back to: our redirect page. */
  redirectionUrl: string;
};

/** The address of the bank's login (net banking) or consent (account aggregator) page. */
export function requestBankingLink(input: BankingLinkInput) {
  return apiClient.post(bankStatementPaths.bankingLink, {
    body: input,
    schema: bankingLinkResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
  });
}

export function useRequestBankingLink() {
  return useMutation({ mutationFn: requestBankingLink });
}
