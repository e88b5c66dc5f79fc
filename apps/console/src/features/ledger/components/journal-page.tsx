import { backOfficeLedgerPaths, journalQuerySchema } from '@kredo/contract/ledger';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useJournal } from '../api/get-journal';
import type { LedgerHrefs } from '../lib/ledger-hrefs';
import { DownloadCsvButton } from './download-csv-button';
import { EntriesTable } from './entries-table';
import { LedgerNav } from './ledger-nav';

/**
 * A business day's journal: every entry posted for it with its lines, and its CSV. The day is
 * chosen, never guessed from the device's clock (the business day is the server's).
 */
export function JournalPage({ hrefs }: { hrefs: LedgerHrefs }) {
  const [search, setSearch] = useSearchParams();
  const parsed = journalQuerySchema.safeParse({ date: search.get('date') ?? undefined });
  const date = parsed.success ? parsed.data.date : undefined;
  const journal = useJournal(date);
  const labels = text.ledger.journal;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.ledger.title}
      </Typography>
      <LedgerNav hrefs={hrefs} current="journal" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label={labels.date}
          value={date ?? ''}
          onChange={(event) => setSearch(event.target.value ? { date: event.target.value } : {})}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {date && (
          <Stack sx={{ flexGrow: 1, alignItems: 'flex-end' }}>
            <DownloadCsvButton
              download={{
                path: backOfficeLedgerPaths.journalCsv,
                query: { date },
                fileName: `journal-${date}.csv`,
              }}
            />
          </Stack>
        )}
      </Stack>
      {!date && <Typography>{labels.chooseDate}</Typography>}
      {journal.isFetching && <LinearProgress aria-label={text.loading} />}
      {journal.isError && <Alert severity="error">{errorText(journal.error)}</Alert>}
      {journal.data &&
        (journal.data.entries.length === 0 ? (
          <Typography>{labels.empty}</Typography>
        ) : (
          <EntriesTable entries={journal.data.entries} loanStatementHref={hrefs.loanStatement} />
        ))}
    </Stack>
  );
}
