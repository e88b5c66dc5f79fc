import {
  bankStatementPaths,
  completeStatementResponseSchema,
  statementTimings,
  type StartedStatement,
} from '@kredo/contract/bank-statements';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type CompleteStatementInput = { userId: string; institutionId: string; session: StartedStatement };

/**
 * Ends the session: the files read become the borrower's statement. While the analyser is still
 * reading, the server answers 409 'Wait till the txns are Processed'.
 */
export function completeStatement({ userId, institutionId, session }: CompleteStatementInput) {
  return apiClient.post(bankStatementPaths.complete, {
    body: {
      handler: 'complete',
      userId,
      institutionId,
      perfiosTransactionId: session.perfiosTransactionId,
      entityId: session.entityId,
    },
    schema: completeStatementResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
  });
}

export function useCompleteStatement() {
  return useMutation({ mutationFn: completeStatement });
}
