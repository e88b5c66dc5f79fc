import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { readStaff } from '../../../lib/session';
import { text } from '../../../text';
import { useDisbursal } from '../api/get-disbursal';
import { DecisionDetails, DisbursalDetails, PayeeDetails } from './disbursal-details';
import { DisbursalActions } from './disbursal-actions';

type DisbursalPageProps = {
  disbursalId: string;
  backHref: string;
  loanStatementHref: (loanId: string) => string;
  loanHref: (loanId: string) => string;
};

/**
 * One disbursal: every field, the maker and the checker, and the decision or check due now. The
 * staff member who proposed it is told another must decide, and is offered no Approve or Reject.
 */
export function DisbursalPage({ disbursalId, backHref, loanStatementHref, loanHref }: DisbursalPageProps) {
  const query = useDisbursal(disbursalId);
  const disbursal = query.data;
  const ownProposal = disbursal?.status === 'PROPOSED' && disbursal.proposedBy.id === readStaff()?.id;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backHref}>
        {text.disbursal.back}
      </Link>
      {query.isPending && <LinearProgress aria-label={text.loading} />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {disbursal && (
        <>
          <Typography variant="h5" component="h1">
            {text.disbursal.title(disbursal.borrowerName)}
          </Typography>
          {ownProposal && <Alert severity="info">{text.disbursal.ownProposal}</Alert>}
          <DisbursalActions disbursal={disbursal} ownProposal={ownProposal} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <DisbursalDetails
              disbursal={disbursal}
              loanStatementHref={loanStatementHref}
              loanHref={loanHref}
            />
            <Stack spacing={2}>
              <PayeeDetails disbursal={disbursal} />
              <DecisionDetails disbursal={disbursal} />
            </Stack>
          </Box>
        </>
      )}
    </Stack>
  );
}
