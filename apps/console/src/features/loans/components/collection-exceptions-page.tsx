import type { CollectionExceptions } from '@kredo/contract/loan-servicing';
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

import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useCollectionExceptions } from '../api/get-collection-exceptions';
import { debitReasonLabel, debitStatusLabel } from '../lib/collection-exception-labels';
import { rupees } from '../lib/loan-labels';

type LoanHref = (loanId: string) => string;

type CollectionExceptionsPageProps = {
  backHref: string;
  loanHref: LoanHref;
};

const code = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

function PaymentBreaksTable({
  breaks,
  loanHref,
}: {
  breaks: CollectionExceptions['paymentBreaks'];
  loanHref: LoanHref;
}) {
  const texts = text.collectionExceptions.paymentBreaks;
  if (breaks.length === 0) return <Typography sx={{ py: 2 }}>{texts.empty}</Typography>;
  const columns = texts.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.detected}</TableCell>
            <TableCell>{columns.loan}</TableCell>
            <TableCell>{columns.reason}</TableCell>
            <TableCell align="right">{columns.captured}</TableCell>
            <TableCell align="right">{columns.expected}</TableCell>
            <TableCell>{columns.gatewayPaymentId}</TableCell>
            <TableCell>{columns.linkId}</TableCell>
            <TableCell>{columns.paymentId}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {breaks.map((held) => (
            <TableRow key={held.id} hover>
              <TableCell>{formatDateTime(held.detectedAt)}</TableCell>
              <TableCell sx={code}>
                <Link component={RouterLink} to={loanHref(held.loanId)} underline="hover">
                  {held.loanId}
                </Link>
              </TableCell>
              <TableCell>{texts.reasons[held.reason]}</TableCell>
              <TableCell align="right">{rupees(held.captured)}</TableCell>
              <TableCell align="right">{rupees(held.expected)}</TableCell>
              <TableCell sx={code}>{held.gatewayPaymentId}</TableCell>
              <TableCell sx={code}>{held.linkId}</TableCell>
              <TableCell sx={code}>{held.paymentId}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DebitsTable({ debits, loanHref }: { debits: CollectionExceptions['debits']; loanHref: LoanHref }) {
  const texts = text.collectionExceptions.debits;
  if (debits.length === 0) return <Typography sx={{ py: 2 }}>{texts.empty}</Typography>;
  const columns = texts.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.account}</TableCell>
            <TableCell align="right">{columns.instalment}</TableCell>
            <TableCell align="right">{columns.attempt}</TableCell>
            <TableCell align="right">{columns.amount}</TableCell>
            <TableCell>{columns.chargeDate}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.reason}</TableCell>
            <TableCell>{columns.reference}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {debits.map((debit) => (
            <TableRow key={debit.reference} hover>
              <TableCell>
                <Link component={RouterLink} to={loanHref(debit.loanId)} underline="hover">
                  {debit.lenderLoanAcctId}
                </Link>
              </TableCell>
              <TableCell align="right">{debit.instalmentNumber}</TableCell>
              <TableCell align="right">{debit.attempt}</TableCell>
              <TableCell align="right">{rupees(debit.amount)}</TableCell>
              <TableCell>{debit.chargeDate}</TableCell>
              <TableCell>{debitStatusLabel(debit)}</TableCell>
              <TableCell>{debitReasonLabel(debit)}</TableCell>
              <TableCell sx={code}>{debit.reference}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * What collections could not settle by themselves, for operations to take up: the gateway
 * payments held as breaks and, on open loans, the NACH debits set aside, rejected or returned.
 */
export function CollectionExceptionsPage({ backHref, loanHref }: CollectionExceptionsPageProps) {
  const query = useCollectionExceptions();
  const texts = text.collectionExceptions;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backHref}>
        {texts.back}
      </Link>
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      {query.isFetching && <LinearProgress aria-label={text.loading} />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {query.data && (
        <>
          <Section title={texts.paymentBreaks.title}>
            <Typography variant="body2" color="text.secondary">
              {texts.paymentBreaks.intro}
            </Typography>
            <PaymentBreaksTable breaks={query.data.paymentBreaks} loanHref={loanHref} />
          </Section>
          <Section title={texts.debits.title}>
            <Typography variant="body2" color="text.secondary">
              {texts.debits.intro}
            </Typography>
            <DebitsTable debits={query.data.debits} loanHref={loanHref} />
          </Section>
        </>
      )}
    </Stack>
  );
}
