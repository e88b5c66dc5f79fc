import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

import { text } from '../../../text';
import { lineStatusLabel } from '../lib/credit-line-labels';

type LineStatusProps = {
  status: string;
  suspended: boolean;
};

/** The line's status, with a 'Suspended' chip while its drawdowns are suspended. */
export function LineStatus({ status, suspended }: LineStatusProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{lineStatusLabel(status)}</span>
      {suspended && (
        <Chip size="small" color="warning" variant="outlined" label={text.creditLines.suspended} />
      )}
    </Stack>
  );
}
