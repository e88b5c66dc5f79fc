import { backOfficePaths, documentUrlResponseSchema } from '@kredo/contract/back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getDocumentUrl(applicationId: string, documentId: string) {
  return apiClient.get(pathWith(backOfficePaths.documentUrl, { applicationId, documentId }), {
    schema: documentUrlResponseSchema,
  });
}

/**
 * A signed URL is short-lived, so it is asked for on each View rather than cached. The tab is
 * opened at the click, before the answer, so the browser does not take it for a pop-up.
 */
export function useViewDocument(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      const tab = window.open('', '_blank');
      try {
        const { url } = await getDocumentUrl(applicationId, documentId);
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.open(url, '_blank', 'noopener');
        }
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    // Every viewing is written to the audit log.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audit', applicationId] }),
  });
}
