import { documentPaths, documentResponseSchema, uploadDocumentBodySchema } from '@kredo/contract/documents';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';

export type SelfieUpload = {
  userId: string;
  /** The picture as a data URI. */
  imageB64: string;
  contentType: string;
};

/** `POST /paandu/docs` with docType SELFIE (spec 001 §7): the picture as base64 in JSON. */
export function uploadSelfie(input: SelfieUpload) {
  return apiClient.post(documentPaths.uploadBase64, {
    body: uploadDocumentBodySchema.parse({ ...input, docType: 'SELFIE', docMode: 'UPLOAD' }),
    schema: documentResponseSchema,
  });
}

export function useUploadSelfie() {
  return useMutation({ mutationFn: uploadSelfie });
}
