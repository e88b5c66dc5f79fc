import { documentPaths, signedUrlResponseSchema } from '@kredo/contract/documents';
import { apiClient } from '../../../lib/api-client';

/**
 * A short-lived address of the opportunity's current KFS (spec 001 §7
 * `document-gateway/fetch-doc-pre-signed-url`, docType KFS). Read once per download, not cached:
 * the address expires.
 */
export function getKfsUrl({ userId, opportunityId }: { userId: string; opportunityId: string }) {
  return apiClient.get(documentPaths.signedUrl, {
    query: { userId, docType: 'KFS', opportunityId },
    schema: signedUrlResponseSchema,
  });
}
