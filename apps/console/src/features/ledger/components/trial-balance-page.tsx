import { backOfficeLedgerPaths, trialBalanceQuerySchema } from '@kredo/contract/ledger';
import { lenders } from '@kredo/contract/lenders';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useTrialBalance, type TrialBalanceFilter } from '../api/get-trial-balance';
import type { LedgerHrefs } from '../lib/ledger-hrefs';
import { DownloadCsvButton } from './download-csv-button';
import { LedgerNav } from './ledger-nav';
import { TrialBalanceTable } from './trial-balance-table';

/** The filter as the address holds it; a part the contract would refuse is left out. */
function readFilter(search: URLSearchParams): TrialBalanceFilter {
  const { lenderId, through } = trialBalanceQuerySchema.shape;
  const lender = lenderId.safeParse(search.get('lenderId') ?? undefined);
  const day = through.safeParse(search.get('through') ?? undefined);
  return {
    ...(lender.success && lender.data !== undefined ? { lenderId: lender.data } : {}),
    ...(day.success && day.data !== undefined ? { through: day.data } : {}),
  };
}

function csvName({ lenderId, through }: TrialBalanceFilter): string {
  return ['trial-balance', lenderId, through].filter((part) => part !== undefined).join('-') + '.csv';
}

/** The trial balance by lender and business day, its totals, whether it balances, and its CSV. */
export function TrialBalancePage({ hrefs }: { hrefs: LedgerHrefs }) {
  // The filter is in the address, so a figure can be sent to a colleague as a link.
  const [search, setSearch] = useSearchParams();
  const filter = readFilter(search);
  const trial = useTrialBalance(filter);
  const labels = text.ledger.trialBalance;

  const update = (key: keyof TrialBalanceFilter, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.ledger.title}
      </Typography>
      <LedgerNav hrefs={hrefs} current="trialBalance" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={labels.lender}
          value={filter.lenderId === undefined ? '' : String(filter.lenderId)}
          onChange={(event) => update('lenderId', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{labels.allLenders}</option>
          {lenders.map((lender) => (
            <option key={lender.id} value={String(lender.id)}>
              {labels.lenderOption(lender.id, lender.name)}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={labels.through}
          helperText={labels.throughHint}
          value={filter.through ?? ''}
          onChange={(event) => update('through', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack sx={{ flexGrow: 1, alignItems: 'flex-end' }}>
          <DownloadCsvButton
            download={{
              path: backOfficeLedgerPaths.trialBalanceCsv,
              query: { lenderId: filter.lenderId, through: filter.through },
              fileName: csvName(filter),
            }}
          />
        </Stack>
      </Stack>
      {trial.isFetching && <LinearProgress aria-label={text.loading} />}
      {trial.isError && <Alert severity="error">{errorText(trial.error)}</Alert>}
      {trial.data && <TrialBalanceTable trial={trial.data} />}
    </Stack>
  );
}
