import { insurancePaths } from '@kredo/contract/insurance';
import { insuranceUploadFilePart, insuranceUploadSchema } from '@kredo/contract/insurance-otp-upload';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A file field's document, as multipart; the answer's id is what the field holds (spec 002 §5). */
export function uploadInsuranceDocument(file: File) {
  const form = new FormData();
  form.append(insuranceUploadFilePart, file, file.name);
  return apiClient.post(insurancePaths.upload, { body: form, schema: insuranceUploadSchema });
}

export function useUploadInsuranceDocument() {
  return useMutation({ mutationFn: uploadInsuranceDocument });
}
