import { documentContentTypes, MAX_DOCUMENT_BYTES } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

/** The signed NACH form's scan: a PDF or picture of at most 5 MB (spec 001 §2.7, §5). */
export const nachScanFormSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof File, { error: messages.uploadDocument })
    .check(
      z.refine((file) => (documentContentTypes as readonly string[]).includes(file.type), {
        error: messages.allowedFileTypes,
        abort: true,
      }),
      z.refine((file) => file.size <= MAX_DOCUMENT_BYTES, { error: messages.documentTooLarge }),
    ),
});
export type NachScanFormInput = z.input<typeof nachScanFormSchema>;

/** What the upload sends: the file's base64 without its `data:…;base64,` prefix. */
export function base64Of(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
