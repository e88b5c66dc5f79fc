import { backOfficeMandatePaths, scanUrlResponseSchema } from '@kredo/contract/mandates';
import { useMutation } from '@tanstack/react-query';

import { apiClient, pathWith } from '../../../lib/api-client';

export function getScanUrl(mandateId: string) {
  return apiClient.get(pathWith(backOfficeMandatePaths.scanUrl, { mandateId }), {
    schema: scanUrlResponseSchema,
  });
}

/**
 * The scan's short-lived signed URL, asked for on each look rather than cached. An image is shown
 * on the page beside the details to compare; a PDF opens in a tab, opened at the click, before the
 * answer, so the browser does not take it for a pop-up.
 */
export function useViewScan(mandateId: string) {
  return useMutation({
    mutationFn: async ({ pdf }: { pdf: boolean }): Promise<string | undefined> => {
      if (!pdf) return (await getScanUrl(mandateId)).url;
      const tab = window.open('', '_blank');
      try {
        const { url } = await getScanUrl(mandateId);
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.open(url, '_blank', 'noopener');
        }
        return undefined;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
