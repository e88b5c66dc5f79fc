import { reconciliationSources, type ReconciliationBreak } from '@kredo/contract/reconciliation';
import { staffMay } from '@kredo/contract/staff';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { useReconciliationBreaks } from '../api/get-reconciliation-breaks';
import { readSourceFilter } from '../lib/break-labels';
import { BreaksTable } from './breaks-table';
import { ResolveBreakDialog } from './resolve-break-dialog';

const all = 'all';

/**
 * Operations' reconciliation breaks, newest first, by source (the ledger's balance check and each
 * provider's report); each is resolved with a note saying how.
 */
export function ReconciliationPage() {
  // The source is in the address, so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const source = readSourceFilter(search.get('source'));
  const list = useReconciliationBreaks(source);
  const [resolving, setResolving] = useState<ReconciliationBreak>();
  const [done, setDone] = useState<string>();
  const staff = readStaff();
  const mayResolve = Boolean(staff && staffMay(staff.roles, 'viewLedger'));
  const texts = text.reconciliation;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      <Tabs
        value={source ?? all}
        onChange={(_event, value: string) => setSearch(value === all ? {} : { source: value })}
        aria-label={texts.filterLabel}
        variant="scrollable"
      >
        <Tab value={all} label={texts.allSources} />
        {reconciliationSources.map((each) => (
          <Tab key={each} value={each} label={texts.sources[each]} />
        ))}
      </Tabs>
      {done && <Alert severity="success">{done}</Alert>}
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data && (
        <BreaksTable
          breaks={list.data.breaks}
          {...(mayResolve
            ? {
                onResolve: (found: ReconciliationBreak) => {
                  setDone(undefined);
                  setResolving(found);
                },
              }
            : {})}
        />
      )}
      {resolving && (
        <ResolveBreakDialog
          found={resolving}
          onClose={() => setResolving(undefined)}
          onDone={(message) => {
            setResolving(undefined);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}
