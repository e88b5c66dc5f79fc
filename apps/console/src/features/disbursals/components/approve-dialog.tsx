import { decideDisbursalBodySchema } from '@kredo/contract/disbursals';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useApproveDisbursal } from '../api/approve-disbursal';
import { rupees } from '../lib/disbursal-labels';
import type { DecisionDialogProps } from './action-dialog-props';

/** The checker's approval with an optional note; the server refuses the proposer with its message. */
export function ApproveDialog({ disbursal, onClose, onDone }: DecisionDialogProps) {
  const approve = useApproveDisbursal(disbursal.id);
  const labels = text.disbursal.approve;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={approve.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={decideDisbursalBodySchema}
          defaultValues={{ note: '' }}
          onSubmit={async ({ note }) => {
            const trimmed = note?.trim();
            if (await approve.submit(trimmed ? { note: trimmed } : {})) onDone(labels.done);
          }}
        >
          <Typography variant="body2">
            {labels.hint(rupees(disbursal.netAmount), disbursal.beneficiaryName)}
          </Typography>
          <FormTextField name="note" label={labels.note} multiline minRows={2} autoFocus />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
