import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

import { text } from '../../../text';

/** A loan's tags ('written-off', 'closed') as chips; none as a dash. */
export function LoanTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <>{text.none}</>;
  return (
    <Stack direction="row" spacing={0.5}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" color="warning" variant="outlined" label={tag} />
      ))}
    </Stack>
  );
}
