import type { LoanSummary } from '@kredo/contract/loan-servicing';
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
import { lenderLabel, rupees } from '../lib/loan-labels';
import { LoanTags } from './loan-tags';

type LoansTableProps = {
  /** The view's name, which names the table. */
  label: string;
  loans: readonly LoanSummary[];
  loanHref: (loanId: string) => string;
};

/** A view's loans in the server's order; the loan account number opens the loan. */
export function LoansTable({ label, loans, loanHref }: LoansTableProps) {
  if (loans.length === 0) return <Typography sx={{ py: 2 }}>{text.loans.empty}</Typography>;
  const columns = text.loans.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.borrower}</TableCell>
            <TableCell>{columns.account}</TableCell>
            <TableCell>{columns.lender}</TableCell>
            <TableCell align="right">{columns.principal}</TableCell>
            <TableCell align="right">{columns.daysPastDue}</TableCell>
            <TableCell>{columns.assetClass}</TableCell>
            <TableCell>{columns.overdueSince}</TableCell>
            <TableCell align="right">{columns.dues}</TableCell>
            <TableCell>{columns.tags}</TableCell>
            <TableCell>{columns.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loans.map((loan) => (
            <TableRow key={loan.loanId} hover>
              <TableCell>{loan.borrowerName || text.none}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={loanHref(loan.loanId)} underline="hover">
                  {loan.lenderLoanAcctId}
                </Link>
              </TableCell>
              <TableCell>{lenderLabel(loan.lenderId)}</TableCell>
              <TableCell align="right">{rupees(loan.principal)}</TableCell>
              <TableCell align="right">{loan.daysPastDue ?? text.none}</TableCell>
              <TableCell>{loan.assetClass}</TableCell>
              <TableCell>{loan.overdueSince ?? text.none}</TableCell>
              <TableCell align="right">{rupees(loan.dues)}</TableCell>
              <TableCell>
                <LoanTags tags={loan.tags} />
              </TableCell>
              <TableCell>{loan.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
