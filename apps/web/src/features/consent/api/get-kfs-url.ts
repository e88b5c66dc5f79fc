import { documentPaths, signedUrlQuerySchema, signedUrlResponseSchema } from '@kredo/contract/documents';
import type { Language } from '../../../lib/i18n';
import { apiClient } from '../../../lib/api-client';

type KfsRequest = { userId: string; opportunityId: string; language: Language };

/**
 * A short-lived address of the opportunity's current KFS in the reader's language (spec 001 §7
 * `document-gateway/fetch-doc-pre-signed-url`, docType KFS). Read once per download, not cached:
 * the address expires.
 */
export function getKfsUrl({ userId, opportunityId, language }: KfsRequest) {
  return apiClient.get(documentPaths.signedUrl, {
    query: signedUrlQuerySchema.parse({ userId, docType: 'KFS', opportunityId, language }),
    schema: signedUrlResponseSchema,
  });
}
