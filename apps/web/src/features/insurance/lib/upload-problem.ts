import {
  insuranceUploadContentTypes,
  MAX_INSURANCE_UPLOAD_BYTES,
} from '@kredo/contract/insurance-otp-upload';
import { messages } from '@kredo/contract/messages';

const allowedName = /\.(pdf|jpe?g|png)$/i;

/**
 * What the browser can tell of a chosen file before sending it (spec 000 §5.5): a PDF, JPEG or
 * PNG by its type (by its name when the device gives none), at most 5 MB, not empty. The server
 * reads the content and decides.
 */
export function uploadProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const allowed = file.type
    ? (insuranceUploadContentTypes as readonly string[]).includes(file.type)
    : allowedName.test(file.name);
  if (!allowed) return messages.allowedFileTypes;
  if (file.size > MAX_INSURANCE_UPLOAD_BYTES) return messages.documentTooLarge;
  if (file.size === 0) return messages.uploadDocument;
  return undefined;
}
