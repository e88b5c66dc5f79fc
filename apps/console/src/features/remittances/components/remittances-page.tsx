import {
  remittanceStates,
  type Remittance,
  type RemittanceDue,
  type RemittanceState,
} from '@kredo/contract/remittances';
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
import { useRemittances } from '../api/get-remittances';
import { useRemittancesDue } from '../api/get-remittances-due';
import { payeeInText, rupees } from '../lib/remittance-labels';
import { ApproveRemittanceDialog } from './approve-remittance-dialog';
import { DueTable } from './due-table';
import { ProposeRemittanceDialog } from './propose-remittance-dialog';
import { RejectRemittanceDialog } from './reject-remittance-dialog';
import { RemittancesTable, type RemittanceDecision } from './remittances-table';

const all = 'all';
const readStatus = (value: string | null): RemittanceState | undefined =>
  remittanceStates.find((status) => status === value);

const decisionDialogs = { approve: ApproveRemittanceDialog, reject: RejectRemittanceDialog };

/**
 * Operations' remittances to third parties, maker-checker: what each lender owes each payee now,
 * each row proposing a transfer made at the bank, then the remittances by status, a proposed one
 * approved or rejected by a staff member other than its proposer.
 */
export function RemittancesPage() {
  // The status is in the address, so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const status = readStatus(search.get('status'));
  const due = useRemittancesDue();
  const list = useRemittances(status);
  const [proposing, setProposing] = useState<RemittanceDue>();
  const [deciding, setDeciding] = useState<{ action: RemittanceDecision; remittance: Remittance }>();
  const [done, setDone] = useState<string>();
  const staff = readStaff();
  const texts = text.remittances;
  const lenderIds = [...new Set(due.data?.due.map((row) => row.lenderId))];
  const Decision = deciding && decisionDialogs[deciding.action];
  const finish = (message: string) => {
    setProposing(undefined);
    setDeciding(undefined);
    setDone(message);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      {done && <Alert severity="success">{done}</Alert>}
      <Typography variant="h6" component="h2">
        {texts.dueTitle}
      </Typography>
      {due.isFetching && <LinearProgress aria-label={text.loading} />}
      {due.isError && <Alert severity="error">{errorText(due.error)}</Alert>}
      {due.data && (
        <DueTable
          due={due.data.due}
          onPropose={(row) => {
            setDone(undefined);
            setProposing(row);
          }}
        />
      )}
      <Typography variant="h6" component="h2">
        {texts.listTitle}
      </Typography>
      <Tabs
        value={status ?? all}
        onChange={(_event, value: string) => setSearch(value === all ? {} : { status: value })}
        aria-label={texts.tabsLabel}
      >
        <Tab value={all} label={texts.all} />
        {remittanceStates.map((each) => (
          <Tab key={each} value={each} label={texts.statuses[each]} />
        ))}
      </Tabs>
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data && (
        <RemittancesTable
          remittances={list.data.remittances}
          staffId={staff?.id}
          onDecide={(action, remittance) => {
            setDone(undefined);
            setDeciding({ action, remittance });
          }}
        />
      )}
      {proposing && (
        <ProposeRemittanceDialog
          row={proposing}
          lenderIds={lenderIds}
          onClose={() => setProposing(undefined)}
          onDone={(remittance) =>
            finish(texts.propose.done(rupees(remittance.amountPaise), payeeInText(remittance.payee)))
          }
        />
      )}
      {deciding && Decision && (
        <Decision remittance={deciding.remittance} onClose={() => setDeciding(undefined)} onDone={finish} />
      )}
    </Stack>
  );
}
