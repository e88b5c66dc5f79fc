import { backOfficeLedgerPaths } from '@kredo/contract/ledger';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { pathWith } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useLoanStatement } from '../api/get-loan-statement';
import { rupees, runningReceivable } from '../lib/ledger-amounts';
import type { LedgerHrefs } from '../lib/ledger-hrefs';
import { DownloadCsvButton } from './download-csv-button';
import { EntriesTable } from './entries-table';

type LoanStatementPageProps = { loanId: string; hrefs: LedgerHrefs };

/** A loan's statement of account: its entries and lines, what it owes after each, and its CSV. */
export function LoanStatementPage({ loanId, hrefs }: LoanStatementPageProps) {
  const statement = useLoanStatement(loanId);
  const data = statement.data;
  const labels = text.ledger.statement;
  const running = data ? runningReceivable(data.entries, loanId) : [];
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={hrefs.trialBalance}>
        {labels.back}
      </Link>
      {statement.isPending && <LinearProgress aria-label={text.loading} />}
      {statement.isError && <Alert severity="error">{errorText(statement.error)}</Alert>}
      {data && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography variant="h5" component="h1">
              {labels.title(data.lenderLoanAcctId)}
            </Typography>
            <DownloadCsvButton
              download={{
                path: pathWith(backOfficeLedgerPaths.loanStatementCsv, { loanId }),
                fileName: `loan-${data.lenderLoanAcctId}.csv`,
              }}
            />
          </Stack>
          {data.entries.length === 0 ? (
            <Typography>{labels.empty}</Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {labels.hint}
              </Typography>
              <EntriesTable entries={data.entries} running={running} />
              <Typography sx={{ fontWeight: 600 }}>{labels.closing(rupees(running.at(-1) ?? 0))}</Typography>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
