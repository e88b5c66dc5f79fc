import { loanDocumentBodySchema, loanDocumentSchema } from '@kredo/contract/loan-payments';
import { loansPaths } from '@kredo/contract/loans';
import { apiClient } from '../../../lib/api-client';

/** The loan agreement as the borrower signed it, as a PDF (`kautilya/loan-agreement`). */
export function getSignedAgreement(loanId: string) {
  return apiClient.post(loansPaths.signedAgreement, {
    body: loanDocumentBodySchema.parse({ loan_id: loanId }),
    schema: loanDocumentSchema,
  });
}
