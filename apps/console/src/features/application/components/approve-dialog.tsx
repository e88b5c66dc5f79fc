import type { ApplicationView } from '@kredo/contract/back-office';
import { useMemo } from 'react';

import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useApproveApplication } from '../api/approve-application';
import { amountRangeText, approveFormSchema, defaultApproveValues, tenureChoices } from '../lib/offer-terms';
import { ActionDialog } from '../../../components/action-dialog';
import { OfferPreview } from './offer-preview';

/** Approve with terms inside the product's boundary, the offer priced live as they change. */
export function ApproveDialog({ view, onClose }: { view: ApplicationView; onClose: () => void }) {
  const approve = useApproveApplication(view.application.applicationId);
  const { boundary } = view;
  const schema = useMemo(() => approveFormSchema(boundary), [boundary]);
  const [minText, maxText] = amountRangeText(boundary);
  return (
    <ActionDialog
      title={text.approve.title}
      submitLabel={text.approve.submit}
      pending={approve.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={text.approve.title}
          schema={schema}
          defaultValues={defaultApproveValues(view)}
          onSubmit={async (body) => {
            await approve.mutateAsync(body);
            onClose();
          }}
        >
          <FormTextField
            name="amount"
            label={text.approve.amount}
            helperText={text.approve.amountHint(minText, maxText)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <FormTextField
            name="tenureMonths"
            label={text.approve.tenure}
            select
            slotProps={{ select: { native: true } }}
          >
            {tenureChoices(boundary).map((months) => (
              <option key={months} value={String(months)}>
                {months}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            name="dueDayOfMonth"
            label={text.approve.dueDay}
            helperText={text.approve.dueDayHint}
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 28 } }}
          />
          <FormTextField name="note" label={text.approve.note} multiline minRows={2} />
          <OfferPreview boundary={boundary} />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
