import type { TrialBalanceResponse } from '@kredo/contract/ledger';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { text } from '../../../text';
import { balanceLabel, rupees } from '../lib/ledger-amounts';

/**
 * An account a row: its debits, its credits and where its balance stands; then the totals and
 * whether they agree, said in words (a journal that lost a line shows here first).
 */
export function TrialBalanceTable({ trial }: { trial: TrialBalanceResponse }) {
  const labels = text.ledger.trialBalance;
  const columns = labels.columns;
  const difference = trial.totalDebits - trial.totalCredits;
  if (trial.rows.length === 0) return <Typography sx={{ py: 2 }}>{labels.empty}</Typography>;
  return (
    <Stack spacing={2}>
      <TableContainer>
        <Table size="small" aria-label={labels.title}>
          <TableHead>
            <TableRow>
              <TableCell>{columns.account}</TableCell>
              <TableCell>{columns.name}</TableCell>
              <TableCell>{columns.type}</TableCell>
              <TableCell align="right">{columns.debits}</TableCell>
              <TableCell align="right">{columns.credits}</TableCell>
              <TableCell align="right">{columns.balance}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {trial.rows.map((row) => (
              <TableRow key={row.account} hover>
                <TableCell>{row.account}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{labels.types[row.type]}</TableCell>
                <TableCell align="right">{rupees(row.debits)}</TableCell>
                <TableCell align="right">{rupees(row.credits)}</TableCell>
                <TableCell align="right">{balanceLabel(row.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={3}>
                {labels.total}
              </TableCell>
              <TableCell align="right">{rupees(trial.totalDebits)}</TableCell>
              <TableCell align="right">{rupees(trial.totalCredits)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {difference === 0 ? (
        <Alert severity="success">{labels.balanced}</Alert>
      ) : (
        <Alert severity="error">{labels.outOfBalance(rupees(Math.abs(difference)))}</Alert>
      )}
    </Stack>
  );
}
