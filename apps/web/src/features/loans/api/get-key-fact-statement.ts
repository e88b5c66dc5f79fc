import { loanDocumentBodySchema, loanDocumentSchema } from '@kredo/contract/loan-payments';
import { loansPaths } from '@kredo/contract/loans';
import { apiClient } from '../../../lib/api-client';

/** The Key Fact Statement the loan was accepted on, as a PDF (`kautilya/key-fact-statement`). */
export function getKeyFactStatement(loanId: string) {
  return apiClient.post(loansPaths.keyFactStatement, {
    body: loanDocumentBodySchema.parse({ loan_id: loanId }),
    schema: loanDocumentSchema,
  });
}
