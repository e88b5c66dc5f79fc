import type { CreditLineList } from '@kredo/contract/credit-line-servicing';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { text } from '../../../text';
import { rupees } from '../lib/credit-line-labels';
import { LineStatus } from './line-status';

type CreditLinesTableProps = {
  lines: CreditLineList['lines'];
  lineHref: (lineId: string) => string;
};

/** The lines in the server's order (newest first); the account number opens the line. */
export function CreditLinesTable({ lines, lineHref }: CreditLinesTableProps) {
  const texts = text.creditLines;
  if (lines.length === 0) return <Typography sx={{ py: 2 }}>{texts.empty}</Typography>;
  const columns = texts.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.account}</TableCell>
            <TableCell>{columns.borrower}</TableCell>
            <TableCell align="right">{columns.limit}</TableCell>
            <TableCell align="right">{columns.drawn}</TableCell>
            <TableCell align="right">{columns.available}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.expiresOn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.lineId} hover>
              <TableCell>
                <Link component={RouterLink} to={lineHref(line.lineId)} underline="hover">
                  {line.lenderLoanAcctId}
                </Link>
              </TableCell>
              <TableCell>{line.borrowerName || text.none}</TableCell>
              <TableCell align="right">{rupees(line.limit)}</TableCell>
              <TableCell align="right">{rupees(line.drawn)}</TableCell>
              <TableCell align="right">{rupees(line.available)}</TableCell>
              <TableCell>
                <LineStatus status={line.status} suspended={line.suspended} />
              </TableCell>
              <TableCell>{line.expiresOn}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
