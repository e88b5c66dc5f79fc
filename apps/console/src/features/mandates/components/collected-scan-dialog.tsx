import { collectedScanBodySchema } from '@kredo/contract/mandates';

import { Form } from '../../../components/form';
import { text } from '../../../text';
import { useUploadCollectedScan } from '../api/upload-collected-scan';
import { ActionDialog } from '../../../components/action-dialog';
import type { ActionDialogProps } from './action-dialog-props';
import { ScanFileField } from './scan-file-field';

/** Operations upload the form an agent collected: the contract's body is the form. */
export function CollectedScanDialog({ mandateId, onClose, onDone }: ActionDialogProps) {
  const upload = useUploadCollectedScan(mandateId);
  const labels = text.mandate.collectedScan;
  return (
    <ActionDialog
      title={labels.title}
      submitLabel={labels.submit}
      pending={upload.mutation.isPending}
      onClose={onClose}
    >
      {(buttons) => (
        <Form
          aria-label={labels.title}
          schema={collectedScanBodySchema}
          defaultValues={{ docContent: '' }}
          onSubmit={async (body) => {
            if (await upload.submit(body)) onDone(labels.done);
          }}
        >
          <ScanFileField label={labels.file} hint={labels.hint} />
          {buttons}
        </Form>
      )}
    </ActionDialog>
  );
}
