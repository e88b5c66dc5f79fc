import { insuranceDocumentSchema, insurancePaths } from '@kredo/contract/insurance';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A product's policy terms, as a base64 PDF (spec 002 §7 'Insurance document'). */
export function getPolicyTerms(productId: string) {
  return apiClient.get(insurancePaths.document, { query: { productId }, schema: insuranceDocumentSchema });
}

/** 'Download Policy Terms': asked when pressed, never cached (the document is the download). */
export function usePolicyTerms() {
  return useMutation({ mutationFn: getPolicyTerms });
}
