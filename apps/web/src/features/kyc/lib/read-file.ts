import { documentContentTypes, MAX_DOCUMENT_BYTES } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';

/** What is wrong with a chosen file before it is sent, or undefined (spec 000 §5.5). */
export function fileProblem(file: File): string | undefined {
  if (!(documentContentTypes as readonly string[]).includes(file.type)) return messages.allowedFileTypes;
  if (file.size > MAX_DOCUMENT_BYTES) return messages.documentTooLarge;
  return undefined;
}

/** The file as a data URI, for the base64 upload. */
export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
