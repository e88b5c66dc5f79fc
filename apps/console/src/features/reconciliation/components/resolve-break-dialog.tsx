import { resolveBreakBodySchema, type ReconciliationBreak } from '@kredo/contract/reconciliation';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useResolveBreak } from '../api/resolve-break';
import { kindLabel } from '../lib/break-labels';

type ResolveBreakDialogProps = {
  found: ReconciliationBreak;
  onClose: () => void;
  /** The break was resolved: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};

/** The resolution of one break, with the required note saying how it was resolved. */
export function ResolveBreakDialog({ found, onClose, onDone }: ResolveBreakDialogProps) {
  const resolve = useResolveBreak(found.id);
  const labels = text.reconciliation.resolve;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={resolve.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={resolveBreakBodySchema}
          defaultValues={{ note: '' }}
          onSubmit={async (body) => {
            if (await resolve.submit(body)) onDone(labels.done);
          }}
        >
          <Typography>
            {labels.summary(kindLabel(found.kind), found.reference, found.businessDate)}
          </Typography>
          <FormTextField name="note" label={labels.note} multiline minRows={3} autoFocus required />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
