import type { QueueItem } from '@kredo/contract/back-office';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';

import { formatAge, formatAmount } from '../../../lib/format';
import { text } from '../../../text';

const outcomeColours = {
  APPROVE: 'success',
  REJECT: 'error',
  INCOMPLETE_INFO: 'warning',
  REFER: 'info',
} as const;

/** Oldest status first: the application that has waited longest is at the top. */
export function oldestFirst(items: readonly QueueItem[]): QueueItem[] {
  return [...items].sort((a, b) => Date.parse(a.statusUpdatedAt) - Date.parse(b.statusUpdatedAt));
}

type QueueTableProps = { items: readonly QueueItem[]; applicationHref: (applicationId: string) => string };

export function QueueTable({ items, applicationHref }: QueueTableProps) {
  const navigate = useNavigate();
  if (items.length === 0) return <Typography sx={{ py: 2 }}>{text.queue.empty}</Typography>;
  const columns = text.queue.columns;
  return (
    // Scrolls sideways on a narrow screen rather than squeezing the columns.
    <TableContainer>
      <Table size="small" aria-label={text.queue.title}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.borrower}</TableCell>
            <TableCell>{columns.product}</TableCell>
            <TableCell align="right">{columns.amount}</TableCell>
            <TableCell align="right">{columns.tenure}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell align="right">{columns.age}</TableCell>
            <TableCell>{columns.outcome}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {oldestFirst(items).map((item) => (
            <TableRow
              key={item.applicationId}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(applicationHref(item.applicationId))}
            >
              <TableCell>
                {/* The link makes the row reachable from the keyboard; the whole row takes a click. */}
                <Link
                  component={RouterLink}
                  to={applicationHref(item.applicationId)}
                  underline="hover"
                  onClick={(event) => event.stopPropagation()}
                >
                  {item.borrowerName ?? item.mobileMasked ?? text.queue.unnamed}
                </Link>
              </TableCell>
              <TableCell>{item.productTitle}</TableCell>
              <TableCell align="right">{formatAmount(item.amountRequested)}</TableCell>
              <TableCell align="right">{text.months(item.tenureRequested)}</TableCell>
              <TableCell>
                {item.status}
                {item.subStatuses.length > 0 && (
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {item.subStatuses.join(', ')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{formatAge(item.statusUpdatedAt)}</TableCell>
              <TableCell>
                {item.automaticOutcome ? (
                  <Chip
                    size="small"
                    label={item.automaticOutcome}
                    color={outcomeColours[item.automaticOutcome]}
                  />
                ) : (
                  text.queue.notDecided
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
