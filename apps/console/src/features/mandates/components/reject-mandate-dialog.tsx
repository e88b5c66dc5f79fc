import { rejectMandateBodySchema } from '@kredo/contract/mandates';
import { findMandateReason, paperScanRejectionCodes } from '@kredo/domain/repayment-modes';

import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useRejectMandate } from '../api/reject-mandate';
import { ActionDialog } from '../../../components/action-dialog';
import type { ActionDialogProps } from './action-dialog-props';

/** Rejects a paper scan with one of the reasons operations give, and an optional note. */
export function RejectMandateDialog({ mandateId, onClose, onDone }: ActionDialogProps) {
  const reject = useRejectMandate(mandateId);
  const labels = text.mandate.reject;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={reject.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={rejectMandateBodySchema}
          defaultValues={{ note: '' }}
          onSubmit={async ({ reasonCode, note }) => {
            const answer = await reject.submit({ reasonCode, ...(note ? { note } : {}) });
            if (answer) onDone(labels.done(reasonCode));
          }}
        >
          <FormTextField
            name="reasonCode"
            label={labels.reason}
            select
            autoFocus
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{labels.choose}</option>
            {paperScanRejectionCodes.map((code) => (
              <option key={code} value={code}>
                {labels.option(code, findMandateReason(code)?.text ?? code)}
              </option>
            ))}
          </FormTextField>
          <FormTextField name="note" label={labels.note} multiline minRows={2} />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
