import type { InsuranceOrderRow } from '@kredo/contract/insurance-back-office';

import { NoteDialog } from '../../../components/note-dialog';
import { text } from '../../../text';
import { useCancelInsuranceOrder } from '../api/cancel-insurance-order';
import { cancelFormSchema } from '../lib/cancel-form';
import { when } from '../lib/insurance-labels';

type CancelPolicyDialogProps = {
  order: InsuranceOrderRow;
  onClose: () => void;
  /** Cancelled: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};

/** A free look cancellation on the customer's request, with the required note saying how they asked. */
export function CancelPolicyDialog({ order, onClose, onDone }: CancelPolicyDialogProps) {
  const cancel = useCancelInsuranceOrder(order.orderId);
  const labels = text.insurance.orders.cancel;
  return (
    <NoteDialog
      labels={labels}
      hint={labels.hint(order.customerName, when(order.freeLookEndsAt))}
      schema={cancelFormSchema}
      required
      pending={cancel.mutation.isPending}
      submit={(body) => cancel.submit({ note: body.note ?? '' })}
      onClose={onClose}
      onDone={() => onDone(labels.done(order.customerName))}
    />
  );
}
