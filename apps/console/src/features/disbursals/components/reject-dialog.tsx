import { rejectDisbursalBodySchema } from '@kredo/contract/disbursals';

import { NoteDialog } from '../../../components/note-dialog';
import { text } from '../../../text';
import { useRejectDisbursal } from '../api/reject-disbursal';
import type { DecisionDialogProps } from './action-dialog-props';

/** The checker's rejection; the note saying why is required. */
export function RejectDialog({ disbursal, onClose, onDone }: DecisionDialogProps) {
  const reject = useRejectDisbursal(disbursal.id);
  const labels = text.disbursal.reject;
  return (
    <NoteDialog
      labels={labels}
      hint={labels.hint}
      schema={rejectDisbursalBodySchema}
      required
      pending={reject.mutation.isPending}
      submit={(body) => reject.submit({ note: body.note ?? '' })}
      onClose={onClose}
      onDone={() => onDone(labels.done)}
    />
  );
}
