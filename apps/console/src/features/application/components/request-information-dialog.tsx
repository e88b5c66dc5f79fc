import { requestInformationBodySchema } from '@kredo/contract/back-office';
import Typography from '@mui/material/Typography';

import { Form } from '../../../components/form';
import { FormTextField } from '../../../components/form-text-field';
import { text } from '../../../text';
import { useRequestInformation } from '../api/request-information';
import { ActionDialog } from '../../../components/action-dialog';
import { SubStatusChecklist } from './sub-status-checklist';

export function RequestInformationDialog({
  applicationId,
  onClose,
}: {
  applicationId: string;
  onClose: () => void;
}) {
  const requestInformation = useRequestInformation(applicationId);
  return (
    <ActionDialog
      title={text.requestInformation.title}
      submitLabel={text.requestInformation.submit}
      pending={requestInformation.isPending}
      onClose={onClose}
      maxWidth="md"
    >
      {(buttons) => (
        <Form
          aria-label={text.requestInformation.title}
          schema={requestInformationBodySchema}
          defaultValues={{ subStatuses: [], note: '' }}
          onSubmit={async ({ subStatuses, note }) => {
            await requestInformation.mutateAsync({ subStatuses, ...(note ? { note } : {}) });
            onClose();
          }}
        >
          <Typography variant="body2">{text.requestInformation.hint}</Typography>
          <SubStatusChecklist name="subStatuses" />
          <FormTextField name="note" label={text.requestInformation.note} multiline minRows={2} />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
