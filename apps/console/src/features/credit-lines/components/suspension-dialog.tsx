import { suspensionBodySchema, type CreditLineView } from '@kredo/contract/credit-line-servicing';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useSetSuspension } from '../api/set-suspension';

type SuspensionDialogProps = {
  line: CreditLineView;
  onClose: () => void;
  /** The change was made: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};

/**
 * Suspends an open line's drawdowns, or resumes a suspended line's, with the required reason.
 * Which of the two is decided by the line as the page shows it; the server's refusal (the line
 * closed meanwhile, a reason too short) shows on the form.
 */
export function SuspensionDialog({ line, onClose, onDone }: SuspensionDialogProps) {
  const suspension = useSetSuspension(line.lineId);
  const suspended = !line.suspended;
  const labels = suspended ? text.creditLine.suspend : text.creditLine.resume;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={suspension.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={suspensionBodySchema}
          defaultValues={{ suspended, note: '' }}
          onSubmit={async (body) => {
            if (await suspension.submit(body)) onDone(labels.done);
          }}
        >
          <Typography variant="body2">{labels.hint}</Typography>
          <FormTextField name="note" label={labels.note} multiline minRows={3} autoFocus required />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
