import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { text } from '../text';

export type Field = { label: string; value: ReactNode };

/** Label and value pairs as a description list, two columns wide on a desktop. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {fields.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {value === null || value === undefined || value === '' ? text.none : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
