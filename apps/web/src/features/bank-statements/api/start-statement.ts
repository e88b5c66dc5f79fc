import {
  bankStatementPaths,
  startStatementResponseSchema,
  statementTimings,
} from '@kredo/contract/bank-statements';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type StartStatementInput = { userId: string; institutionId: string; requestId: string };

/** Opens a statement session with the analyser for one bank: the last seven months by default. */
export function startStatement(input: StartStatementInput) {
  return apiClient.post(bankStatementPaths.start, {
    body: { handler: 'start', version: '1.1', ...input },
    schema: startStatementResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
  });
}

export function useStartStatement() {
  return useMutation({ mutationFn: startStatement });
}
