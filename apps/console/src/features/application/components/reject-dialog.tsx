import { rejectBodySchema } from '@kredo/contract/back-office';

import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useRejectApplication } from '../api/reject-application';
import { ActionDialog } from '../../../components/action-dialog';

export function RejectDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const reject = useRejectApplication(applicationId);
  return (
    <ActionDialog
      title={text.reject.title}
      submitLabel={text.reject.submit}
      pending={reject.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={text.reject.title}
          schema={rejectBodySchema}
          defaultValues={{ reason: '' }}
          onSubmit={async (body) => {
            await reject.mutateAsync(body);
            onClose();
          }}
        >
          <FormTextField name="reason" label={text.reject.reason} multiline minRows={3} autoFocus />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
