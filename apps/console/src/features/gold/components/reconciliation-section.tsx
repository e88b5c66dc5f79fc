import type { GoldBreak } from '@kredo/contract/gold-back-office';
import { staffMay } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { errorText } from '../../../lib/api-error';
import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { useGoldBreaks } from '../api/get-gold-breaks';
import { useRunGoldReconciliation } from '../api/run-gold-reconciliation';
import { BreaksTable } from './breaks-table';
import { ResolveBreakDialog } from './resolve-break-dialog';

type Outcome = { severity: 'success' | 'error'; message: string };

/**
 * The reconciliation's breaks, open and resolved; staff who manage gold resolve an open one with a
 * note, and run the reconciliation now.
 */
export function ReconciliationSection() {
  const list = useGoldBreaks();
  const run = useRunGoldReconciliation();
  const [resolving, setResolving] = useState<GoldBreak>();
  const [outcome, setOutcome] = useState<Outcome>();
  const staff = readStaff();
  const mayManage = Boolean(staff && staffMay(staff.roles, 'manageGold'));
  const texts = text.gold.reconciliation;
  const runNow = () => {
    setOutcome(undefined);
    run.submit().then(
      (answer) =>
        answer &&
        setOutcome({
          severity: 'success',
          message: texts.run.done(answer.businessDate, answer.compared, answer.skipped, answer.breaks),
        }),
      (error: unknown) => setOutcome({ severity: 'error', message: errorText(error) }),
    );
  };
  return (
    <Stack spacing={2}>
      <Typography>{texts.intro}</Typography>
      {mayManage && (
        <Stack direction="row">
          <Button variant="outlined" loading={run.mutation.isPending} onClick={runNow}>
            {texts.run.open}
          </Button>
        </Stack>
      )}
      {outcome && <Alert severity={outcome.severity}>{outcome.message}</Alert>}
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data && (
        <BreaksTable
          breaks={list.data.breaks}
          onResolve={
            mayManage
              ? (found) => {
                  setOutcome(undefined);
                  setResolving(found);
                }
              : undefined
          }
        />
      )}
      {resolving && (
        <ResolveBreakDialog
          found={resolving}
          onClose={() => setResolving(undefined)}
          onDone={(message) => {
            setResolving(undefined);
            setOutcome({ severity: 'success', message });
          }}
        />
      )}
    </Stack>
  );
}
