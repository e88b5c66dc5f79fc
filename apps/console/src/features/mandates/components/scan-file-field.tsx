import { MAX_DOCUMENT_BYTES } from '@kredo/contract/documents';
import type { collectedScanBodySchema } from '@kredo/contract/mandates';
import { messages } from '@kredo/contract/messages';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import type * as z from 'zod/mini';

import { readFileBase64 } from '../lib/read-file-base64';

type ScanForm = z.input<typeof collectedScanBodySchema>;

const accepted = 'application/pdf,image/jpeg,image/png';

/**
 * The scanned form's file, read into the form's `contentType` and `docContent`; the contract's
 * schema then refuses a type or a size it does not take, and its message shows under the field.
 */
export function ScanFileField({ label, hint }: { label: string; hint: string }) {
  const id = useId();
  const helperId = useId();
  const {
    field: { onChange: setContentType },
    fieldState: { error: contentTypeError },
  } = useController<ScanForm, 'contentType'>({ name: 'contentType' });
  const {
    field: { onChange: setDocContent, ref },
    fieldState: { error: docContentError },
  } = useController<ScanForm, 'docContent'>({ name: 'docContent' });
  const [readFailure, setReadFailure] = useState<string>();
  const error = readFailure ?? contentTypeError?.message ?? docContentError?.message;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReadFailure(undefined);
    if (!file) return;
    // A file past the limit is not read at all: the schema would refuse it after the read anyway.
    if (file.size > MAX_DOCUMENT_BYTES) {
      setDocContent('');
      setReadFailure(messages.documentTooLarge);
      return;
    }
    try {
      const content = await readFileBase64(file);
      // The browser's type for the file; the schema refuses any but a PDF, JPEG or PNG.
      setContentType(file.type as ScanForm['contentType']);
      setDocContent(content);
    } catch {
      setDocContent('');
      setReadFailure(messages.allowedFileTypes);
    }
  };

  return (
    <FormControl error={error !== undefined}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <input
        id={id}
        ref={ref}
        type="file"
        accept={accepted}
        aria-describedby={helperId}
        onChange={(event) => void choose(event)}
        style={{ marginTop: 8 }}
      />
      <FormHelperText id={helperId}>{error ?? hint}</FormHelperText>
    </FormControl>
  );
}
