import type { Disbursal } from '@kredo/contract/disbursals';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { outcomeLabel, rupees } from '../lib/disbursal-labels';

type DisbursalQueueTableProps = {
  /** The view's name, which names the table. */
  label: string;
  items: readonly Disbursal[];
  disbursalHref: (disbursalId: string) => string;
};

/** A view's disbursals in the server's order; the borrower's name opens the disbursal. */
export function DisbursalQueueTable({ label, items, disbursalHref }: DisbursalQueueTableProps) {
  if (items.length === 0) return <Typography sx={{ py: 2 }}>{text.disbursals.empty}</Typography>;
  const columns = text.disbursals.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.borrower}</TableCell>
            <TableCell align="right">{columns.netAmount}</TableCell>
            <TableCell>{columns.mode}</TableCell>
            <TableCell>{columns.account}</TableCell>
            <TableCell>{columns.ifsc}</TableCell>
            <TableCell>{columns.proposedBy}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.outcome}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Link component={RouterLink} to={disbursalHref(item.id)} underline="hover">
                  {item.borrowerName}
                </Link>
              </TableCell>
              <TableCell align="right">{rupees(item.netAmount)}</TableCell>
              <TableCell>{text.disbursals.modes[item.mode]}</TableCell>
              <TableCell>{item.accountNumberMasked}</TableCell>
              <TableCell>{item.ifsc}</TableCell>
              <TableCell>
                {item.proposedBy.name}
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {formatDateTime(item.proposedAt)}
                </Typography>
              </TableCell>
              <TableCell>{item.status}</TableCell>
              <TableCell>{outcomeLabel(item) ?? text.none}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
