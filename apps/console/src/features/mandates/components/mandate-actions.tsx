import type { MandateDetail } from '@kredo/contract/mandates';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useRefreshMandate } from '../api/refresh-mandate';
import { useMandateActionPending, type MandateAction } from '../api/use-mandate-action';
import { AcceptDialog } from './accept-dialog';
import { CancelMandateDialog } from './cancel-mandate-dialog';
import { CollectedScanDialog } from './collected-scan-dialog';
import { RejectMandateDialog } from './reject-mandate-dialog';

type DialogAction = Exclude<MandateAction, 'refresh'>;
type Notice = { severity: 'success' | 'error'; message: string };

const dialogs = {
  accept: AcceptDialog,
  reject: RejectMandateDialog,
  cancel: CancelMandateDialog,
  'collected-scan': CollectedScanDialog,
} satisfies Record<DialogAction, unknown>;

/**
 * Only the actions the server allows this staff member on this mandate now, each disabled while
 * any of them is in flight; what the last one came to is said under them.
 */
export function MandateActions({ detail }: { detail: MandateDetail }) {
  const { mandateId, allowedActions } = detail;
  const [open, setOpen] = useState<DialogAction>();
  const [notice, setNotice] = useState<Notice>();
  const pending = useMandateActionPending(mandateId);
  const refresh = useRefreshMandate(mandateId);
  const labels = text.mandate;
  const allowed = (action: MandateAction) => allowedActions.includes(action);

  const openDialog = (action: DialogAction) => {
    setNotice(undefined);
    setOpen(action);
  };
  const refreshStatus = () => {
    setNotice(undefined);
    refresh.submit(undefined).then(
      (answer) => answer && setNotice({ severity: 'success', message: labels.refresh.done(answer.status) }),
      (error: unknown) => setNotice({ severity: 'error', message: errorText(error) }),
    );
  };
  const OpenDialog = open && dialogs[open];

  if (allowedActions.length === 0 && !notice && !OpenDialog) return null;
  return (
    <Stack spacing={1}>
      {allowedActions.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={labels.actions}
        >
          {allowed('accept') && (
            <Button
              variant="contained"
              color="success"
              disabled={pending}
              onClick={() => openDialog('accept')}
            >
              {labels.accept.open}
            </Button>
          )}
          {allowed('reject') && (
            <Button variant="outlined" color="error" disabled={pending} onClick={() => openDialog('reject')}>
              {labels.reject.open}
            </Button>
          )}
          {allowed('collected-scan') && (
            <Button variant="outlined" disabled={pending} onClick={() => openDialog('collected-scan')}>
              {labels.collectedScan.open}
            </Button>
          )}
          {allowed('refresh') && (
            <Button
              variant="outlined"
              disabled={pending && !refresh.mutation.isPending}
              loading={refresh.mutation.isPending}
              onClick={refreshStatus}
            >
              {labels.refresh.open}
            </Button>
          )}
          {allowed('cancel') && (
            <Button variant="outlined" color="error" disabled={pending} onClick={() => openDialog('cancel')}>
              {labels.cancel.open}
            </Button>
          )}
        </Stack>
      )}
      {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
      {OpenDialog && (
        <OpenDialog
          mandateId={mandateId}
          onClose={() => setOpen(undefined)}
          onDone={(message) => {
            setOpen(undefined);
            setNotice({ severity: 'success', message });
          }}
        />
      )}
    </Stack>
  );
}
