import { remittancePayees, type Remittance, type RemittanceDue } from '@kredo/contract/remittances';
import Typography from '@mui/material/Typography';

import { ActionDialog } from '../../../components/action-dialog';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useProposeRemittance } from '../api/propose-remittance';
import { proposeFormSchema, rupeesField } from '../lib/propose-form';
import { lenderLabel, payeeLabel, rupees } from '../lib/remittance-labels';

type ProposeRemittanceDialogProps = {
  /** The row it was opened from: its lender, payee and due fill the form. */
  row: RemittanceDue;
  /** The lenders to choose from. */
  lenderIds: number[];
  onClose: () => void;
  onDone: (remittance: Remittance) => void;
};

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The maker's proposal: lender, payee, the amount in rupees, the bank's UTR and a note. */
export function ProposeRemittanceDialog({ row, lenderIds, onClose, onDone }: ProposeRemittanceDialogProps) {
  const propose = useProposeRemittance();
  const labels = text.remittances.propose;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={propose.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={proposeFormSchema}
          defaultValues={{
            lenderId: String(row.lenderId),
            payee: row.payee,
            amount: rupeesField(row.duePaise),
            reference: '',
            note: '',
          }}
          onSubmit={async (body) => {
            const answer = await propose.submit(body);
            if (answer) onDone(answer);
          }}
        >
          <Typography variant="body2">{labels.hint}</Typography>
          <FormTextField name="lenderId" label={labels.lender} select slotProps={native}>
            {lenderIds.map((lenderId) => (
              <option key={lenderId} value={String(lenderId)}>
                {lenderLabel(lenderId)}
              </option>
            ))}
          </FormTextField>
          <FormTextField name="payee" label={labels.payee} select slotProps={native}>
            {remittancePayees.map((payee) => (
              <option key={payee} value={payee}>
                {payeeLabel(payee)}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            name="amount"
            label={labels.amount}
            inputMode="decimal"
            helperText={labels.amountHint(rupees(row.duePaise))}
            required
          />
          <FormTextField
            name="reference"
            label={labels.reference}
            helperText={labels.referenceHint}
            autoFocus
            required
          />
          <FormTextField name="note" label={labels.note} multiline minRows={2} />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
