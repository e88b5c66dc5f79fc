import type { ApplicationView } from '@kredo/contract/back-office';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { text } from '../../../text';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { RequestInformationDialog } from './request-information-dialog';

type Action = ApplicationView['allowedActions'][number];

/** Only the actions the server allows this staff member on this application now. */
export function ActionBar({ view }: { view: ApplicationView }) {
  const [open, setOpen] = useState<Action>();
  const allowed = (action: Action) => view.allowedActions.includes(action);
  const close = () => setOpen(undefined);
  const { applicationId } = view.application;
  if (view.allowedActions.length === 0 && open === undefined) return null;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={text.application.actions}>
      {allowed('REQUEST_INFORMATION') && (
        <Button variant="outlined" onClick={() => setOpen('REQUEST_INFORMATION')}>
          {text.requestInformation.open}
        </Button>
      )}
      {allowed('APPROVE') && (
        <Button variant="contained" color="success" onClick={() => setOpen('APPROVE')}>
          {text.approve.open}
        </Button>
      )}
      {allowed('REJECT') && (
        <Button variant="outlined" color="error" onClick={() => setOpen('REJECT')}>
          {text.reject.open}
        </Button>
      )}
      {open === 'REQUEST_INFORMATION' && (
        <RequestInformationDialog applicationId={applicationId} onClose={close} />
      )}
      {open === 'APPROVE' && <ApproveDialog view={view} onClose={close} />}
      {open === 'REJECT' && <RejectDialog applicationId={applicationId} onClose={close} />}
    </Stack>
  );
}
