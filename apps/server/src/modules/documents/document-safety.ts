import { MAX_IMAGE_PIXELS, type DocumentContentType } from '@kredo/contract/documents';
import { fill, messages } from '@kredo/contract/messages';

import { AppError } from '../../lib/app-error.ts';
import { imageDimensions } from '../../lib/file-safety/image-dimensions.ts';
import { findPdfActiveContent } from '../../lib/file-safety/pdf-active-content.ts';

/**
 * Refuses a document that would act or blow up when a person or a provider opens it: a PDF with
 * scripts, program launches or automatic actions, and a picture whose header declares more
 * pixels than MAX_IMAGE_PIXELS (a few kilobytes can declare gigabytes once decoded).
 */
export function assertSafeDocument(contentType: DocumentContentType, bytes: Uint8Array): void {
  if (contentType === 'application/pdf') {
    const active = findPdfActiveContent(bytes);
    if (active)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `document PDF refused: ${active}`, {
        userMessage: messages.documentActiveContent,
      });
    return;
  }
  const size = imageDimensions(bytes, contentType);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS)
    throw new AppError('PAYLOAD_TOO_LARGE', `document picture of ${size.width}x${size.height} pixels`, {
      userMessage: fill(messages.imageTooManyPixels, { megapixels: MAX_IMAGE_PIXELS / 1_000_000 }),
    });
}
