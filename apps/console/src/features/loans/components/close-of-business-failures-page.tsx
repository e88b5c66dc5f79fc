import type { CloseOfBusinessFailure } from '@kredo/contract/close-of-business';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useCloseOfBusinessFailures } from '../api/get-close-of-business-failures';
import { lenderLabel } from '../lib/loan-labels';

type CloseOfBusinessFailuresPageProps = {
  backHref: string;
  loanHref: (loanId: string) => string;
};

function FailuresTable({
  failures,
  loanHref,
}: {
  failures: readonly CloseOfBusinessFailure[];
  loanHref: (loanId: string) => string;
}) {
  const columns = text.closeOfBusiness.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={text.closeOfBusiness.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.account}</TableCell>
            <TableCell>{columns.lender}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.businessDay}</TableCell>
            <TableCell align="right">{columns.attempts}</TableCell>
            <TableCell>{columns.firstSeen}</TableCell>
            <TableCell>{columns.lastSeen}</TableCell>
            <TableCell>{columns.error}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failures.map((failure) => (
            <TableRow key={`${failure.loanId}:${failure.businessDay}`} hover>
              <TableCell>
                <Link component={RouterLink} to={loanHref(failure.loanId)} underline="hover">
                  {failure.lenderLoanAcctId}
                </Link>
              </TableCell>
              <TableCell>{lenderLabel(failure.lenderId)}</TableCell>
              <TableCell>{failure.loanStatus}</TableCell>
              <TableCell>{failure.businessDay}</TableCell>
              <TableCell align="right">{failure.attempts}</TableCell>
              <TableCell>{formatDateTime(failure.firstSeenAt)}</TableCell>
              <TableCell>{formatDateTime(failure.lastSeenAt)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>{failure.error}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The loan-days the close of business could not close, for operations to take up. */
export function CloseOfBusinessFailuresPage({ backHref, loanHref }: CloseOfBusinessFailuresPageProps) {
  const query = useCloseOfBusinessFailures();
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backHref}>
        {text.closeOfBusiness.back}
      </Link>
      <Typography variant="h5" component="h1">
        {text.closeOfBusiness.title}
      </Typography>
      <Typography>{text.closeOfBusiness.intro}</Typography>
      {query.isFetching && <LinearProgress aria-label={text.loading} />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {query.data &&
        (query.data.failures.length === 0 ? (
          <Typography sx={{ py: 2 }}>{text.closeOfBusiness.empty}</Typography>
        ) : (
          <FailuresTable failures={query.data.failures} loanHref={loanHref} />
        ))}
    </Stack>
  );
}
