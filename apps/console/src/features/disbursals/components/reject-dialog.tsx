import { rejectDisbursalBodySchema } from '@kredo/contract/disbursals';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useRejectDisbursal } from '../api/reject-disbursal';
import type { DecisionDialogProps } from './action-dialog-props';

/** The checker's rejection; the note saying why is required. */
export function RejectDialog({ disbursal, onClose, onDone }: DecisionDialogProps) {
  const reject = useRejectDisbursal(disbursal.id);
  const labels = text.disbursal.reject;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={reject.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={rejectDisbursalBodySchema}
          defaultValues={{ note: '' }}
          onSubmit={async (body) => {
            if (await reject.submit(body)) onDone(labels.done);
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
