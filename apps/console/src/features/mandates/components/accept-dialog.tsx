import Typography from '@mui/material/Typography';
import * as z from 'zod/mini';

import { Form } from '../../../components/form';
import { text } from '../../../text';
import { useAcceptMandate } from '../api/accept-mandate';
import { ActionDialog } from '../../../components/action-dialog';
import type { ActionDialogProps } from './action-dialog-props';

/** Accepting sends no body: the confirmation is the form. */
const confirmSchema = z.object({});

export function AcceptDialog({ mandateId, onClose, onDone }: ActionDialogProps) {
  const accept = useAcceptMandate(mandateId);
  const labels = text.mandate.accept;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={accept.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={confirmSchema}
          defaultValues={{}}
          onSubmit={async () => {
            if (await accept.submit(undefined)) onDone(labels.done);
          }}
        >
          <Typography variant="body2">{labels.hint}</Typography>
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
