import { cancelOfferBodySchema } from '@kredo/contract/back-office';
import Typography from '@mui/material/Typography';
import * as z from 'zod/mini';

import { FormCheckbox } from '../../../components/form-checkbox';
import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useCancelOffer } from '../api/cancel-offer';
import { ActionDialog } from '../../../components/action-dialog';

/** The contract's body, and the staff member's confirmation that it cannot be undone. */
const cancelOfferFormSchema = z.extend(cancelOfferBodySchema, {
  confirmed: z.boolean().check(z.refine((checked) => checked, { error: text.cancelOffer.confirmRequired })),
});

export function CancelOfferDialog({
  applicationId,
  onClose,
}: {
  applicationId: string;
  onClose: () => void;
}) {
  const cancel = useCancelOffer(applicationId);
  return (
    <ActionDialog
      title={text.cancelOffer.title}
      submitLabel={text.cancelOffer.submit}
      pending={cancel.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={text.cancelOffer.title}
          schema={cancelOfferFormSchema}
          defaultValues={{ reason: '', confirmed: false }}
          onSubmit={async ({ reason }) => {
            await cancel.mutateAsync({ reason });
            onClose();
          }}
        >
          <Typography variant="body2">{text.cancelOffer.hint}</Typography>
          <FormTextField name="reason" label={text.cancelOffer.reason} multiline minRows={3} autoFocus />
          <FormCheckbox name="confirmed" label={text.cancelOffer.confirm} />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
