import { MAX_DOCUMENT_BYTES } from '@kredo/contract/documents';

/** A phone's photo is brought under this before it is sent, as the documents' dynamic flow does. */
const COMPRESS_OVER_BYTES = 2 * 1024 * 1024;

/**
 * The picture made ready to send: a large photo compressed in the page (the library arrives only
 * then; its worker would fetch itself from a CDN, which the CSP refuses), undefined when it is
 * still over the 5 MB the server takes.
 */
export async function preparePhoto(file: File): Promise<File | undefined> {
  let ready = file;
  if (file.size > COMPRESS_OVER_BYTES) {
    const { default: imageCompression } = await import('browser-image-compression');
    ready = await imageCompression(file, { maxSizeMB: 2, maxWidthOrHeight: 1920, useWebWorker: false });
  }
  return ready.size > MAX_DOCUMENT_BYTES ? undefined : ready;
}

/** The picture as a data: URL, which is both what is sent and the preview (the CSP admits data:). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(file);
  });
}
