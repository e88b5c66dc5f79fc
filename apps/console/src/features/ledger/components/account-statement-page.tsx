import { accountStatementParamsSchema, backOfficeLedgerPaths } from '@kredo/contract/ledger';
import type { AccountStatementResponse } from '@kredo/contract/ledger';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { pathWith } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useAccountStatement } from '../api/get-account-statement';
import { balanceLabel, inUnit } from '../lib/ledger-amounts';
import type { LedgerHrefs } from '../lib/ledger-hrefs';
import { DownloadCsvButton } from './download-csv-button';
import { EntriesTable } from './entries-table';
import { LedgerNav } from './ledger-nav';

const labels = text.ledger.account;

/** Each account's posted balance, what holds in flight keep back, and what is left to move. */
function AccountsTable({ accounts }: { accounts: AccountStatementResponse['accounts'] }) {
  const columns = labels.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={labels.accounts}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.account}</TableCell>
            <TableCell>{columns.unit}</TableCell>
            <TableCell align="right">{columns.balance}</TableCell>
            <TableCell align="right">{columns.held}</TableCell>
            <TableCell align="right">{columns.available}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.code}>
              <TableCell>
                {account.code}
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {account.name}
                </Typography>
              </TableCell>
              <TableCell>{account.unit}</TableCell>
              <TableCell align="right">
                {balanceLabel(account.postedDebits - account.postedCredits, account.unit)}
              </TableCell>
              <TableCell align="right">{inUnit(account.balance - account.available, account.unit)}</TableCell>
              <TableCell align="right">{inUnit(account.available, account.unit)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The statement of any subject's accounts (a gold holding, a credit line, a policy, a loan),
 * looked up by its id: balances and holds per account, the entries that moved them, and the CSV.
 */
export function AccountStatementPage({ ownerId, hrefs }: { ownerId?: string; hrefs: LedgerHrefs }) {
  const valid = accountStatementParamsSchema.safeParse({ ownerId }).success ? ownerId : undefined;
  const statement = useAccountStatement(valid);
  const navigate = useNavigate();
  const [typed, setTyped] = useState(ownerId ?? '');
  const data = statement.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.ledger.title}
      </Typography>
      <LedgerNav hrefs={hrefs} current="account" />
      <Stack
        component="form"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) void navigate(hrefs.accountStatement(typed.trim()));
        }}
      >
        <TextField
          size="small"
          label={labels.lookup}
          helperText={labels.lookupHint}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ minWidth: 360 }}
        />
        <Button type="submit" variant="contained">
          {labels.open}
        </Button>
      </Stack>
      {ownerId !== undefined && valid === undefined && <Alert severity="error">{labels.notFound}</Alert>}
      {statement.isFetching && <LinearProgress aria-label={text.loading} />}
      {statement.isError && <Alert severity="error">{errorText(statement.error)}</Alert>}
      {data && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {labels.heading(labels.subjects[data.subject], data.ownerId)}
            </Typography>
            <DownloadCsvButton
              download={{
                path: pathWith(backOfficeLedgerPaths.accountStatementCsv, { ownerId: data.ownerId }),
                fileName: `${data.subject}-${data.ownerId}.csv`,
              }}
            />
          </Stack>
          <AccountsTable accounts={data.accounts} />
          {data.entries.length === 0 ? (
            <Typography>{labels.empty}</Typography>
          ) : (
            <EntriesTable entries={data.entries} loanStatementHref={hrefs.loanStatement} />
          )}
        </>
      )}
    </Stack>
  );
}
