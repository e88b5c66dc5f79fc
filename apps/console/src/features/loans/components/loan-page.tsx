import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useLoan } from '../api/get-loan';
import { LoanActions } from './loan-actions';
import { LoanDates, LoanDetails, LoanStanding } from './loan-details';

type LoanPageProps = {
  loanId: string;
  backHref: string;
  loanStatementHref: (loanId: string) => string;
};

/** One loan: every field of its summary, a link to its statement, and the admin's write-off. */
export function LoanPage({ loanId, backHref, loanStatementHref }: LoanPageProps) {
  const query = useLoan(loanId);
  const loan = query.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backHref}>
        {text.loan.back}
      </Link>
      {query.isPending && <LinearProgress aria-label={text.loading} />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {loan && (
        <>
          <Typography variant="h5" component="h1">
            {text.loan.title(loan.lenderLoanAcctId)}
          </Typography>
          <LoanActions loan={loan} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <LoanDetails loan={loan} loanStatementHref={loanStatementHref} />
            <Stack spacing={2}>
              <LoanStanding loan={loan} />
              <LoanDates loan={loan} />
            </Stack>
          </Box>
        </>
      )}
    </Stack>
  );
}
