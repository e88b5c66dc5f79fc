import {
  documentPaths,
  signedUrlQuerySchema,
  signedUrlResponseSchema,
  type GeneratedDocumentType,
} from '@kredo/contract/documents';
import type { Language } from '../../../lib/i18n';
import { apiClient } from '../../../lib/api-client';

type GeneratedDocumentRequest = {
  userId: string;
  opportunityId: string;
  docType: Extract<GeneratedDocumentType, 'KFS' | 'NACH_FORM'>;
  /** The KFS is given in the reader's language; the NACH form is the bank's, in English. */
  language?: Language;
};

/**
 * A short-lived address of a document the product made for the opportunity (spec 001 §7
 * `document-gateway/fetch-doc-pre-signed-url`): its current KFS, or its prefilled NACH form once
 * the paper mandate is started. Read once per download, not cached: the address expires.
 */
export function getGeneratedDocumentUrl({
  userId,
  opportunityId,
  docType,
  language,
}: GeneratedDocumentRequest) {
  return apiClient.get(documentPaths.signedUrl, {
    query: signedUrlQuerySchema.parse({ userId, docType, opportunityId, language }),
    schema: signedUrlResponseSchema,
  });
}
