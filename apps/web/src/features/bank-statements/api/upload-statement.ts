import {
  bankStatementPaths,
  statementTimings,
  uploadStatementResponseSchema,
  type StartedStatement,
} from '@kredo/contract/bank-statements';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type UploadStatementInput = {
  userId: string;
  institutionId: string;
  session: StartedStatement;
  /** The PDF as a data URI: data:application/pdf;base64,... */
  file: string;
  password?: string;
};

/** Sends one statement PDF of the session; the answer says whether the analyser could read it. */
export function uploadStatement({ userId, institutionId, session, file, password }: UploadStatementInput) {
  return apiClient.post(bankStatementPaths.upload, {
    body: {
      handler: 'upload',
      userId,
      institutionId,
      perfiosTransactionId: session.perfiosTransactionId,
      entityId: session.entityId,
      txId: session.txnId,
      file,
      ...(password ? { password } : {}),
    },
    schema: uploadStatementResponseSchema,
    timeoutMs: statementTimings.requestTimeoutMs,
  });
}

export function useUploadStatement() {
  return useMutation({ mutationFn: uploadStatement });
}
