import {
  backOfficeMandatePaths,
  mandateDetailSchema,
  type collectedScanBodySchema,
} from '@kredo/contract/mandates';
import type * as z from 'zod/mini';

import { apiClient, pathWith } from '../../../lib/api-client';
import { useMandateAction } from './use-mandate-action';

export type CollectedScanBody = z.output<typeof collectedScanBodySchema>;

export function uploadCollectedScan(mandateId: string, body: CollectedScanBody) {
  return apiClient.post(pathWith(backOfficeMandatePaths.collectedScan, { mandateId }), {
    body,
    schema: mandateDetailSchema,
  });
}

/** The form an agent collected, scanned by operations; it then waits to be verified like an upload. */
export function useUploadCollectedScan(mandateId: string) {
  return useMandateAction(mandateId, 'collected-scan', (body: CollectedScanBody) =>
    uploadCollectedScan(mandateId, body),
  );
}
