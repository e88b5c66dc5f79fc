import { writeOffBodySchema, type LoanSummary } from '@kredo/contract/loan-servicing';
import Alert from '@mui/material/Alert';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useWriteOffLoan } from '../api/write-off-loan';
import { rupees } from '../lib/loan-labels';

type WriteOffDialogProps = {
  loan: LoanSummary;
  onClose: () => void;
  /** The loan was written off: the dialog closes and the page says so. */
  onDone: (message: string) => void;
};

/** The admin's write-off: what it does to the books, and the required note saying why. */
export function WriteOffDialog({ loan, onClose, onDone }: WriteOffDialogProps) {
  const writeOff = useWriteOffLoan(loan.loanId);
  const labels = text.loan.writeOff;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={writeOff.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={writeOffBodySchema}
          defaultValues={{ note: '' }}
          onSubmit={async (body) => {
            if (await writeOff.submit(body)) onDone(labels.done);
          }}
        >
          <Alert severity="warning">{labels.warning(rupees(loan.receivable))}</Alert>
          <FormTextField name="note" label={labels.note} multiline minRows={3} autoFocus required />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
