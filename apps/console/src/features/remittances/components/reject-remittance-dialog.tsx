import { rejectRemittanceBodySchema } from '@kredo/contract/remittances';

import { NoteDialog } from '../../../components/note-dialog';
import { text } from '../../../text';
import { useRejectRemittance } from '../api/reject-remittance';
import type { DecisionDialogProps } from './decision-dialog-props';

/** The checker's rejection; the note saying why is required. */
export function RejectRemittanceDialog({ remittance, onClose, onDone }: DecisionDialogProps) {
  const reject = useRejectRemittance(remittance.id);
  const labels = text.remittances.reject;
  return (
    <NoteDialog
      labels={labels}
      hint={labels.hint}
      schema={rejectRemittanceBodySchema}
      required
      pending={reject.mutation.isPending}
      submit={(body) => reject.submit({ note: body.note ?? '' })}
      onClose={onClose}
      onDone={() => onDone(labels.done)}
    />
  );
}
