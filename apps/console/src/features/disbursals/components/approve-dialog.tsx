import { decideDisbursalBodySchema } from '@kredo/contract/disbursals';

import { NoteDialog } from '../../../components/note-dialog';
import { text } from '../../../text';
import { useApproveDisbursal } from '../api/approve-disbursal';
import { rupees } from '../lib/disbursal-labels';
import type { DecisionDialogProps } from './action-dialog-props';

/** The checker's approval with an optional note; the server refuses the proposer with its message. */
export function ApproveDialog({ disbursal, onClose, onDone }: DecisionDialogProps) {
  const approve = useApproveDisbursal(disbursal.id);
  const labels = text.disbursal.approve;
  return (
    <NoteDialog
      labels={labels}
      hint={labels.hint(rupees(disbursal.netAmount), disbursal.beneficiaryName)}
      schema={decideDisbursalBodySchema}
      pending={approve.mutation.isPending}
      submit={approve.submit}
      onClose={onClose}
      onDone={() => onDone(labels.done)}
    />
  );
}
