import { proposeDisbursalBodySchema, type Disbursal } from '@kredo/contract/disbursals';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import type { ReadyOpportunity } from '../api/get-disbursal-queue';
import { useProposeDisbursal } from '../api/propose-disbursal';
import { rupees } from '../lib/disbursal-labels';

type ProposeDialogProps = {
  opportunity: ReadyOpportunity;
  onClose: () => void;
  onDone: (disbursal: Disbursal) => void;
};

/** The maker's proposal: the loan named by the row, and an optional note for the checker. */
export function ProposeDialog({ opportunity, onClose, onDone }: ProposeDialogProps) {
  const propose = useProposeDisbursal();
  const labels = text.disbursals.propose;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={propose.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={proposeDisbursalBodySchema}
          defaultValues={{ opportunityId: opportunity.opportunityId, note: '' }}
          onSubmit={async ({ opportunityId, note }) => {
            const trimmed = note?.trim();
            const answer = await propose.submit({ opportunityId, ...(trimmed ? { note: trimmed } : {}) });
            if (answer) onDone(answer);
          }}
        >
          <Typography variant="body2">
            {labels.hint(opportunity.borrowerName, rupees(opportunity.netAmount))}
          </Typography>
          <FormTextField name="note" label={labels.note} multiline minRows={2} autoFocus />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
