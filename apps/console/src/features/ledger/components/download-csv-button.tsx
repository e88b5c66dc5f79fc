import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useDownloadCsv, type CsvDownload } from '../api/download-csv';

/** 'Download CSV' of what the page shows; a refusal is said beside the button. */
export function DownloadCsvButton({ download }: { download: CsvDownload }) {
  const save = useDownloadCsv();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        size="small"
        loading={save.isPending}
        onClick={() => {
          if (!save.isPending) save.mutate(download);
        }}
      >
        {text.ledger.downloadCsv}
      </Button>
      {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
    </Stack>
  );
}
