import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useCreditLines } from '../api/get-credit-lines';
import { CreditLinesTable } from './credit-lines-table';

/** Operations' credit lines, newest first: limit, drawn, available, status and expiry. */
export function CreditLinesPage({ lineHref }: { lineHref: (lineId: string) => string }) {
  const list = useCreditLines();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.creditLines.title}
      </Typography>
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data && <CreditLinesTable lines={list.data.lines} lineHref={lineHref} />}
    </Stack>
  );
}
