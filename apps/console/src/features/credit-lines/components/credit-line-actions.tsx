import type { CreditLineView } from '@kredo/contract/credit-line-servicing';
import { staffMay } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { maySuspend } from '../lib/credit-line-labels';
import { SuspensionDialog } from './suspension-dialog';

/**
 * Suspending an active line's drawdowns, or resuming them, for staff who manage credit lines;
 * others are offered nothing (the server refuses them too). Once done the page says so above the
 * line, which now shows the change.
 */
export function CreditLineActions({ line }: { line: CreditLineView }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  const staff = readStaff();
  const labels = text.creditLine;
  const writable = Boolean(staff && staffMay(staff.roles, 'manageCreditLines')) && maySuspend(line);

  if (!writable && !done && !open) return null;
  return (
    <Stack spacing={1}>
      {writable && (
        <Stack direction="row" spacing={1} role="group" aria-label={labels.actions}>
          <Button
            variant="outlined"
            color={line.suspended ? 'primary' : 'warning'}
            onClick={() => {
              setDone(undefined);
              setOpen(true);
            }}
          >
            {line.suspended ? labels.resume.open : labels.suspend.open}
          </Button>
        </Stack>
      )}
      {done && <Alert severity="success">{done}</Alert>}
      {open && (
        <SuspensionDialog
          line={line}
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
