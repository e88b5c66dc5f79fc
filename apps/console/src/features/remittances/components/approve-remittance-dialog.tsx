import { approveRemittanceBodySchema } from '@kredo/contract/remittances';

import { NoteDialog } from '../../../components/note-dialog';
import { text } from '../../../text';
import { useApproveRemittance } from '../api/approve-remittance';
import { payeeInText, rupees } from '../lib/remittance-labels';
import type { DecisionDialogProps } from './decision-dialog-props';

/** The checker's approval, with an optional note: the entry posts. */
export function ApproveRemittanceDialog({ remittance, onClose, onDone }: DecisionDialogProps) {
  const approve = useApproveRemittance(remittance.id);
  const labels = text.remittances.approve;
  return (
    <NoteDialog
      labels={labels}
      hint={labels.hint(rupees(remittance.amountPaise), payeeInText(remittance.payee), remittance.reference)}
      schema={approveRemittanceBodySchema}
      pending={approve.mutation.isPending}
      submit={approve.submit}
      onClose={onClose}
      onDone={() => onDone(labels.done)}
    />
  );
}
