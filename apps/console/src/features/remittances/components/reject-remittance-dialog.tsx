import { rejectRemittanceBodySchema } from '@kredo/contract/remittances';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useRejectRemittance } from '../api/reject-remittance';
import type { DecisionDialogProps } from './decision-dialog-props';

/** The checker's rejection; the note saying why is required. */
export function RejectRemittanceDialog({ remittance, onClose, onDone }: DecisionDialogProps) {
  const reject = useRejectRemittance(remittance.id);
  const labels = text.remittances.reject;
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
          schema={rejectRemittanceBodySchema}
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
