import {
  mandatePaths,
  uploadSignedPaperNachBodySchema,
  uploadSignedPaperNachResponseSchema,
  type UploadSignedPaperNachBody,
} from '@kredo/contract/mandates';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The signed NACH form's scan (spec 001 §7 `upload-signed-paper-nach`); operations verify it next. */
export function uploadSignedNach(body: UploadSignedPaperNachBody) {
  return apiClient.post(mandatePaths.uploadSignedPaperNach, {
    body: uploadSignedPaperNachBodySchema.parse(body),
    schema: uploadSignedPaperNachResponseSchema,
  });
}

export function useUploadSignedNach() {
  return useMutation({ mutationFn: uploadSignedNach });
}
