import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { text } from '../../../text';
import type { ReadyOpportunity } from '../api/get-disbursal-queue';
import { lenderLabel, rupees, sinceLabels } from '../lib/disbursal-labels';

type ReadyTableProps = {
  items: readonly ReadyOpportunity[];
  onPropose: (item: ReadyOpportunity) => void;
};

/** The loans whose borrower signed and whose payout nobody has proposed yet, longest waiting first. */
export function ReadyTable({ items, onPropose }: ReadyTableProps) {
  if (items.length === 0) return <Typography sx={{ py: 2 }}>{text.disbursals.emptyReady}</Typography>;
  const columns = text.disbursals.readyColumns;
  return (
    <TableContainer>
      <Table size="small" aria-label={text.disbursals.readyTable}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.borrower}</TableCell>
            <TableCell>{columns.lender}</TableCell>
            <TableCell align="right">{columns.loanAmount}</TableCell>
            <TableCell align="right">{columns.netAmount}</TableCell>
            <TableCell>{columns.waitingSince}</TableCell>
            <TableCell>{columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const since = sinceLabels(item.waitingSince);
            return (
              <TableRow key={item.opportunityId} hover>
                <TableCell>{item.borrowerName}</TableCell>
                <TableCell>{lenderLabel(item.lenderId)}</TableCell>
                <TableCell align="right">{rupees(item.loanAmount)}</TableCell>
                <TableCell align="right">{rupees(item.netAmount)}</TableCell>
                <TableCell>
                  {since.age}
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {since.at}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Button size="small" variant="outlined" onClick={() => onPropose(item)}>
                    {text.disbursals.propose.open}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
