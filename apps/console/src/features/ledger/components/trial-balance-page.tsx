import { backOfficeLedgerPaths } from '@kredo/contract/ledger';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useTrialBalance } from '../api/get-trial-balance';
import type { LedgerHrefs } from '../lib/ledger-hrefs';
import { DownloadCsvButton } from './download-csv-button';
import { LedgerNav } from './ledger-nav';
import { ReportFilterFields, reportFileName, useReportFilter } from './report-filter';
import { TrialBalanceTable } from './trial-balance-table';

/** The trial balance by lender and business day, its totals per unit, whether they balance, and its CSV. */
export function TrialBalancePage({ hrefs }: { hrefs: LedgerHrefs }) {
  const report = useReportFilter();
  const { filter } = report;
  const trial = useTrialBalance(filter);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.ledger.title}
      </Typography>
      <LedgerNav hrefs={hrefs} current="trialBalance" />
      <ReportFilterFields {...report}>
        <DownloadCsvButton
          download={{
            path: backOfficeLedgerPaths.trialBalanceCsv,
            query: { lenderId: filter.lenderId, through: filter.through },
            fileName: reportFileName('trial-balance', filter),
          }}
        />
      </ReportFilterFields>
      {trial.isFetching && <LinearProgress aria-label={text.loading} />}
      {trial.isError && <Alert severity="error">{errorText(trial.error)}</Alert>}
      {trial.data && <TrialBalanceTable trial={trial.data} />}
    </Stack>
  );
}
