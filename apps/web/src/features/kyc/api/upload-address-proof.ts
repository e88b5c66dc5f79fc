import { documentPaths, documentResponseSchema, uploadDocumentBodySchema } from '@kredo/contract/documents';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type AddressProofSide = {
  userId: string;
  docSubType: 'DL' | 'AADHAAR' | 'VOTER_ID' | 'PASSPORT';
  side: 'FRONT' | 'BACK';
  /** The file as a data URI. */
  imageB64: string;
  contentType: string;
};

/** One side of the current address proof, scanned in the app (digital KYC: docMode SCAN). */
export function uploadAddressProof(input: AddressProofSide) {
  return apiClient.post(documentPaths.uploadBase64, {
    body: uploadDocumentBodySchema.parse({
      ...input,
      docType: 'CURRENT_ADDRESS_PROOF',
      docMode: 'SCAN',
    }),
    schema: documentResponseSchema,
  });
}

export function useUploadAddressProof() {
  return useMutation({ mutationFn: uploadAddressProof });
}
