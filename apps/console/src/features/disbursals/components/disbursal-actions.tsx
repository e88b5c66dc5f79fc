import type { Disbursal } from '@kredo/contract/disbursals';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useRefreshDisbursal } from '../api/refresh-disbursal';
import { useDisbursalActionPending } from '../api/use-disbursal-action';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';

type Notice = { severity: 'success' | 'error'; message: string };

const dialogs = { approve: ApproveDialog, reject: RejectDialog };
type DialogAction = keyof typeof dialogs;

/**
 * A proposed disbursal is approved or rejected, an approved one checked with the bank; each button
 * is disabled while any action is in flight. The proposer is not offered the decision
 * (`ownProposal`): maker-checker, another staff member decides, and the server would refuse it.
 */
export function DisbursalActions({
  disbursal,
  ownProposal = false,
}: {
  disbursal: Disbursal;
  ownProposal?: boolean;
}) {
  const [open, setOpen] = useState<DialogAction>();
  const [notice, setNotice] = useState<Notice>();
  const pending = useDisbursalActionPending(disbursal.id);
  const refresh = useRefreshDisbursal(disbursal.id);
  const labels = text.disbursal;
  const decidable = disbursal.status === 'PROPOSED' && !ownProposal;
  const checkable = disbursal.status === 'APPROVED';

  const openDialog = (action: DialogAction) => {
    setNotice(undefined);
    setOpen(action);
  };
  const checkWithBank = () => {
    setNotice(undefined);
    refresh.submit(undefined).then(
      (answer) => answer && setNotice({ severity: 'success', message: labels.refresh.done(answer.status) }),
      (error: unknown) => setNotice({ severity: 'error', message: errorText(error) }),
    );
  };
  const OpenDialog = open && dialogs[open];

  if (!decidable && !checkable && !notice && !OpenDialog) return null;
  return (
    <Stack spacing={1}>
      {(decidable || checkable) && (
        <Stack direction="row" spacing={1} role="group" aria-label={labels.actions}>
          {decidable && (
            <>
              <Button
                variant="contained"
                color="success"
                disabled={pending}
                onClick={() => openDialog('approve')}
              >
                {labels.approve.open}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={pending}
                onClick={() => openDialog('reject')}
              >
                {labels.reject.open}
              </Button>
            </>
          )}
          {checkable && (
            <Button
              variant="outlined"
              disabled={pending && !refresh.mutation.isPending}
              loading={refresh.mutation.isPending}
              onClick={checkWithBank}
            >
              {labels.refresh.open}
            </Button>
          )}
        </Stack>
      )}
      {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
      {OpenDialog && (
        <OpenDialog
          disbursal={disbursal}
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
