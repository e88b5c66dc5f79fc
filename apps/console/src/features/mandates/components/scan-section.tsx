import type { MandateDetail } from '@kredo/contract/mandates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { text } from '../../../text';
import { useViewScan } from '../api/get-scan-url';

type ScanSectionProps = { mandateId: string; scan: MandateDetail['scan'] };

/** The signed form's scan, fetched through a signed URL only when asked for. */
export function ScanSection({ mandateId, scan }: ScanSectionProps) {
  const viewScan = useViewScan(mandateId);
  const labels = text.mandate;
  if (!scan)
    return (
      <Section title={labels.scan}>
        <Typography variant="body2">{labels.noScan}</Typography>
      </Section>
    );
  const pdf = scan.contentType === 'application/pdf';
  const imageUrl = viewScan.data;
  return (
    <Section title={labels.scan}>
      <Stack spacing={1}>
        <Typography variant="body2">
          {labels.scanUploaded(scan.contentType, formatDateTime(scan.uploadedAt))}
        </Typography>
        {viewScan.isError && <Alert severity="error">{errorText(viewScan.error)}</Alert>}
        {!imageUrl && (
          <Box>
            <Button variant="outlined" loading={viewScan.isPending} onClick={() => viewScan.mutate({ pdf })}>
              {pdf ? labels.openScan : labels.showScan}
            </Button>
          </Box>
        )}
        {imageUrl && (
          <Box
            component="img"
            src={imageUrl}
            alt={labels.scanAlt}
            sx={{ maxWidth: '100%', border: 1, borderColor: 'divider' }}
          />
        )}
      </Stack>
    </Section>
  );
}
