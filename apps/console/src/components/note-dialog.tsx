import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type * as z from 'zod/v4/core';

import { ActionDialog } from './action-dialog';
import { Form } from './form';
import { FormTextField } from './form-text-field';

type NoteSchema = z.$ZodType<{ note?: string | undefined }, { note?: string | undefined }>;

type NoteDialogProps = {
  labels: { title: string; submit: string; note: string };
  /** What the decision does, above the note. */
  hint: ReactNode;
  /** The contract's body: a required note, or an optional one (sent only when written). */
  schema: NoteSchema;
  required?: boolean;
  pending: boolean;
  /** Sends the body; what the server answered, or nothing when it refused (shown on the form). */
  submit: (body: { note?: string }) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
};

/** A staff decision with a note (approve, reject): the hint, the note, Cancel and the action. */
export function NoteDialog({
  labels,
  hint,
  schema,
  required = false,
  pending,
  submit,
  onClose,
  onDone,
}: NoteDialogProps) {
  return (
    <ActionDialog title={labels.title} submitLabel={labels.submit} pending={pending} onClose={onClose}>
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={schema}
          defaultValues={{ note: '' }}
          onSubmit={async ({ note }) => {
            const trimmed = note?.trim();
            const body = required ? { note: note ?? '' } : trimmed ? { note: trimmed } : {};
            if ((await submit(body)) !== undefined) onDone();
          }}
        >
          <Typography variant="body2">{hint}</Typography>
          <FormTextField
            name="note"
            label={labels.note}
            multiline
            minRows={required ? 3 : 2}
            autoFocus
            required={required}
          />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
