import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useCreditLine } from '../api/get-credit-line';
import { LineBills, LineDebits, LineDrawdowns, LineRefunds, LineRepayments } from './credit-line-activity';
import { CreditLineActions } from './credit-line-actions';
import { LineDates, LineDetails, LineFigures } from './credit-line-details';

type CreditLinePageProps = {
  lineId: string;
  backHref: string;
  /** The statement of the accounts the ledger keeps for an owner id (here the line's). */
  ledgerHref: (ownerId: string) => string;
};

/**
 * One credit line: its figures, bills, drawdowns, payments and NACH debits, a link to its ledger
 * accounts, and suspending or resuming its drawdowns.
 */
export function CreditLinePage({ lineId, backHref, ledgerHref }: CreditLinePageProps) {
  const query = useCreditLine(lineId);
  const line = query.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backHref}>
        {text.creditLine.back}
      </Link>
      {query.isPending && <LinearProgress aria-label={text.loading} />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {line && (
        <>
          <Typography variant="h5" component="h1">
            {text.creditLine.title(line.lenderLoanAcctId)}
          </Typography>
          <CreditLineActions line={line} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <LineDetails line={line} ledgerHref={ledgerHref} />
            <Stack spacing={2}>
              <LineFigures line={line} />
              <LineDates line={line} />
            </Stack>
          </Box>
          <LineBills bills={line.bills} />
          <LineDrawdowns drawdowns={line.drawdowns} />
          <LineRepayments repayments={line.repayments} />
          <LineDebits debits={line.debits} />
          <LineRefunds refunds={line.refunds} />
        </>
      )}
    </Stack>
  );
}
