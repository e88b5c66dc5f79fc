import {
  documentPaths,
  documentResponseSchema,
  type DocumentDetails,
  type DocumentType,
} from '@kredo/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type UploadDocumentInput = {
  userId: string;
  docType: DocumentType;
  file: Blob;
  fileName: string;
  side?: DocumentDetails['side'];
  docSubType?: DocumentDetails['docSubType'];
};

/** `POST document/{userId}/{docType}`: the file as multipart, its details as fields. */
export function uploadDocument({ userId, docType, file, fileName, side, docSubType }: UploadDocumentInput) {
  const form = new FormData();
  // The server reads the fields that come before the file part: they go first.
  form.append('side', side ?? 'SINGLE');
  form.append('docMode', 'UPLOAD');
  if (docSubType) form.append('docSubType', docSubType);
  form.append('file', file, fileName);
  const path = documentPaths.upload
    .replace(':userId', encodeURIComponent(userId))
    .replace(':docType', encodeURIComponent(docType));
  return apiClient.post(path, { body: form, schema: documentResponseSchema });
}

/**
 * A document changes what the borrower has given: the status (the form's steps), the product's
 * fields (each document's value) and the profile all reload, as after a profile save.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['loan-application'] }),
      ]),
  });
}
