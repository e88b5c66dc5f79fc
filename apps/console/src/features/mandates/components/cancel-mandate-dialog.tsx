import { cancelMandateBodySchema } from '@kredo/contract/mandates';
import Typography from '@mui/material/Typography';

import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useCancelMandate } from '../api/cancel-mandate';
import { ActionDialog } from '../../../components/action-dialog';
import type { ActionDialogProps } from './action-dialog-props';

/** Cancels the mandate; the note saying why is required. */
export function CancelMandateDialog({ mandateId, onClose, onDone }: ActionDialogProps) {
  const cancel = useCancelMandate(mandateId);
  const labels = text.mandate.cancel;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={cancel.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={cancelMandateBodySchema}
          defaultValues={{ note: '' }}
          onSubmit={async (body) => {
            if (await cancel.submit(body)) onDone(labels.done);
          }}
        >
          <Typography variant="body2">{labels.hint}</Typography>
          <FormTextField name="note" label={labels.note} multiline minRows={3} autoFocus required />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
