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
import { balanceLabel, inUnit } from '../lib/ledger-amounts';

/**
 * A table per unit (rupees, then gold), an account a row: its debits, its credits and where its
 * balance stands; then the unit's totals and whether they agree, said in words (a journal that
 * lost a line shows here first).
 */
export function TrialBalanceTable({ trial }: { trial: TrialBalanceResponse }) {
  const labels = text.ledger.trialBalance;
  const columns = labels.columns;
  if (trial.rows.length === 0) return <Typography sx={{ py: 2 }}>{labels.empty}</Typography>;
  return (
    <Stack spacing={3}>
      {trial.totals.map((total) => {
        const { unit } = total;
        const difference = total.debits - total.credits;
        const name = `${labels.title}: ${text.ledger.units[unit]}`;
        return (
          <Stack key={unit} spacing={2}>
            <Typography variant="h6" component="h2">
              {text.ledger.units[unit]}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={name}>
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
                  {trial.rows
                    .filter((row) => row.unit === unit)
                    .map((row) => (
                      <TableRow key={row.account} hover>
                        <TableCell>{row.account}</TableCell>
                        <TableCell>{row.name}</TableCell>
                        <TableCell>{labels.types[row.type]}</TableCell>
                        <TableCell align="right">{inUnit(row.debits, unit)}</TableCell>
                        <TableCell align="right">{inUnit(row.credits, unit)}</TableCell>
                        <TableCell align="right">{balanceLabel(row.balance, unit)}</TableCell>
                      </TableRow>
                    ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row" colSpan={3}>
                      {labels.total}
                    </TableCell>
                    <TableCell align="right">{inUnit(total.debits, unit)}</TableCell>
                    <TableCell align="right">{inUnit(total.credits, unit)}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
            {difference === 0 ? (
              <Alert severity="success">{labels.balanced}</Alert>
            ) : (
              <Alert severity="error">{labels.outOfBalance(inUnit(Math.abs(difference), unit))}</Alert>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
