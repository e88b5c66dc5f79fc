import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

type DocumentCardProps = {
  label: string;
  required: boolean;
  uploaded: boolean;
  /** Continue was pressed while this required document is missing. */
  missing?: boolean;
  children: ReactNode;
};

/** The frame every document's card shares: its name, whether it is given, and its controls. */
export function DocumentCard({ label, required, uploaded, missing = false, children }: DocumentCardProps) {
  const { t } = useTranslation();
  const status = t(`documents.status.${uploaded ? 'uploaded' : required ? 'required' : 'optional'}`);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={label}
      sx={missing && !uploaded ? { borderColor: 'error.main' } : undefined}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h2">
              {label}
            </Typography>
            <Chip
              size="small"
              label={status}
              color={uploaded ? 'success' : missing ? 'error' : 'default'}
              variant={uploaded ? 'filled' : 'outlined'}
            />
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
