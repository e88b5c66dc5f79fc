import { loanDocumentBodySchema, loanDocumentSchema, loanPaymentPaths } from '@kredo/contract/loan-payments';
import { apiClient } from '../../../lib/api-client';

/** The loan's statement of account as a PDF (`kautilya/statement-of-account`). */
export function getStatement(loanId: string) {
  return apiClient.post(loanPaymentPaths.statement, {
    body: loanDocumentBodySchema.parse({ loan_id: loanId }),
    schema: loanDocumentSchema,
  });
}
