import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useMandate } from '../api/get-mandate';
import { MandateActions } from './mandate-actions';
import { MandateDetails } from './mandate-details';
import { MandateHistory } from './mandate-history';
import { ScanSection } from './scan-section';

type MandatePageProps = {
  mandateId: string;
  backHref: string;
  applicationHref: (applicationId: string) => string;
};

/** One mandate: its terms, the signed form's scan to compare, the actions allowed now, its history. */
export function MandatePage({ mandateId, backHref, applicationHref }: MandatePageProps) {
  const mandate = useMandate(mandateId);
  const detail = mandate.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={backHref}>
        {text.mandate.back}
      </Link>
      {mandate.isPending && <LinearProgress aria-label={text.loading} />}
      {mandate.isError && <Alert severity="error">{errorText(mandate.error)}</Alert>}
      {detail && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {text.mandate.title(detail.borrowerName)}
            </Typography>
            <Link component={RouterLink} to={applicationHref(detail.applicationId)}>
              {text.mandate.openApplication}
            </Link>
          </Stack>
          <MandateActions detail={detail} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <MandateDetails detail={detail} />
            {/* Keyed by the scan, so a newly uploaded one is never shown as the old one's image. */}
            <ScanSection key={detail.scan?.documentId ?? 'none'} mandateId={mandateId} scan={detail.scan} />
          </Box>
          <MandateHistory history={detail.history} />
        </>
      )}
    </Stack>
  );
}
