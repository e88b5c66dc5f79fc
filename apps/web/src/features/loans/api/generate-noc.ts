import { loanDocumentBodySchema, loanDocumentSchema, loanPaymentPaths } from '@kredo/contract/loan-payments';
import { apiClient } from '../../../lib/api-client';

/** A closed loan's No Objection Certificate as a PDF (spec 001 §7 `lender-push/generate-noc`). */
export function generateNoc(loanId: string) {
  return apiClient.post(loanPaymentPaths.generateNoc, {
    body: loanDocumentBodySchema.parse({ loan_id: loanId }),
    schema: loanDocumentSchema,
  });
}
