import { approveRemittanceBodySchema } from '@kredo/contract/remittances';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useApproveRemittance } from '../api/approve-remittance';
import { payeeInText, rupees } from '../lib/remittance-labels';
import type { DecisionDialogProps } from './decision-dialog-props';

/** The checker's approval, with an optional note: the entry posts. */
export function ApproveRemittanceDialog({ remittance, onClose, onDone }: DecisionDialogProps) {
  const approve = useApproveRemittance(remittance.id);
  const labels = text.remittances.approve;
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
          schema={approveRemittanceBodySchema}
          defaultValues={{ note: '' }}
          onSubmit={async ({ note }) => {
            const trimmed = note?.trim();
            if (await approve.submit(trimmed ? { note: trimmed } : {})) onDone(labels.done);
          }}
        >
          <Typography variant="body2">
            {labels.hint(rupees(remittance.amountPaise), payeeInText(remittance.payee), remittance.reference)}
          </Typography>
          <FormTextField name="note" label={labels.note} multiline minRows={2} autoFocus />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
