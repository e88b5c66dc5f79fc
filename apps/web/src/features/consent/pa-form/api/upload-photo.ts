import { documentPaths, documentResponseSchema, uploadDocumentBodySchema } from '@kredo/contract/documents';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';

/** The photos the form asks for: the selfie, and the cancelled cheque of the document consent. */
export type PhotoDocType = 'SELFIE' | 'CHEQUE';

export type PhotoUpload = {
  userId: string;
  docType: PhotoDocType;
  /** The picture as a data URI. */
  imageB64: string;
  contentType: string;
};

/** `POST /paandu/docs` (spec 001 §7): the picture as base64 in JSON. */
export function uploadPhoto(input: PhotoUpload) {
  return apiClient.post(documentPaths.uploadBase64, {
    body: uploadDocumentBodySchema.parse({ ...input, docMode: 'UPLOAD' }),
    schema: documentResponseSchema,
  });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
