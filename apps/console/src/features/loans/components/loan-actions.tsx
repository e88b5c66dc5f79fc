import type { LoanSummary } from '@kredo/contract/loan-servicing';
import { staffMay } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { mayBeWrittenOff } from '../lib/loan-labels';
import { WriteOffDialog } from './write-off-dialog';

/**
 * The admin's write-off of an open loan not yet written off; other staff are offered nothing (the
 * server refuses them too). Once done the page says so above the loan, which now shows the tag.
 */
export function LoanActions({ loan }: { loan: LoanSummary }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  const staff = readStaff();
  const labels = text.loan;
  const writable = Boolean(staff && staffMay(staff.roles, 'writeOff')) && mayBeWrittenOff(loan);

  if (!writable && !done && !open) return null;
  return (
    <Stack spacing={1}>
      {writable && (
        <Stack direction="row" spacing={1} role="group" aria-label={labels.actions}>
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              setDone(undefined);
              setOpen(true);
            }}
          >
            {labels.writeOff.open}
          </Button>
        </Stack>
      )}
      {done && <Alert severity="success">{done}</Alert>}
      {open && (
        <WriteOffDialog
          loan={loan}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}
