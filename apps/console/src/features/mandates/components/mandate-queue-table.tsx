import type { MandateQueueItem } from '@kredo/contract/mandates';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { formatAmount } from '../../../lib/format';
import { text } from '../../../text';
import { formatDate, modeLabel, reasonLabel, sinceLabels } from '../lib/mandate-labels';

function Secondary({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

type MandateQueueTableProps = {
  items: readonly MandateQueueItem[];
  mandateHref: (mandateId: string) => string;
};

/** The view's mandates in the server's order; the borrower's name opens the mandate. */
export function MandateQueueTable({ items, mandateHref }: MandateQueueTableProps) {
  if (items.length === 0) return <Typography sx={{ py: 2 }}>{text.mandates.empty}</Typography>;
  const columns = text.mandates.columns;
  return (
    // Scrolls sideways on a narrow screen rather than squeezing the columns.
    <TableContainer>
      <Table size="small" aria-label={text.mandates.title}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.borrower}</TableCell>
            <TableCell>{columns.mode}</TableCell>
            <TableCell>{columns.bank}</TableCell>
            <TableCell align="right">{columns.maxAmount}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.reason}</TableCell>
            <TableCell>{columns.since}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const since = sinceLabels(item.since);
            return (
              <TableRow key={item.mandateId} hover>
                <TableCell>
                  <Link component={RouterLink} to={mandateHref(item.mandateId)} underline="hover">
                    {item.borrowerName ?? text.mandates.unnamed}
                  </Link>
                </TableCell>
                <TableCell>
                  {modeLabel(item)}
                  {item.appointment && (
                    <Secondary>
                      {text.mandates.visit(formatDate(item.appointment.date), item.appointment.slot)}
                    </Secondary>
                  )}
                </TableCell>
                <TableCell>{item.bankName ?? text.none}</TableCell>
                <TableCell align="right">{formatAmount(item.maxAmount)}</TableCell>
                <TableCell>{item.status}</TableCell>
                <TableCell>{reasonLabel(item.reasonCode) ?? text.none}</TableCell>
                <TableCell>
                  {since.age}
                  <Secondary>{since.at}</Secondary>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
