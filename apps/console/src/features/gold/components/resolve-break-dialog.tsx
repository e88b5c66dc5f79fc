import type { GoldBreak } from '@kredo/contract/gold-back-office';

import { NoteDialog } from '../../../components/note-dialog';
import { text } from '../../../text';
import { useResolveGoldBreak } from '../api/resolve-gold-break';
import { grams } from '../lib/gold-labels';
import { resolveFormSchema } from '../lib/resolve-form';

type ResolveBreakDialogProps = {
  found: GoldBreak;
  onClose: () => void;
  /** The break was resolved: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};

/** The resolution of one break, with the required note saying how the books were brought together. */
export function ResolveBreakDialog({ found, onClose, onDone }: ResolveBreakDialogProps) {
  const resolve = useResolveGoldBreak(found.breakId);
  const labels = text.gold.reconciliation.resolve;
  return (
    <NoteDialog
      labels={labels}
      hint={labels.hint(found.customerName, grams(found.ourBalance), grams(found.vendorBalance))}
      schema={resolveFormSchema}
      required
      pending={resolve.mutation.isPending}
      submit={(body) => resolve.submit({ note: body.note ?? '' })}
      onClose={onClose}
      onDone={() => onDone(labels.done)}
    />
  );
}
