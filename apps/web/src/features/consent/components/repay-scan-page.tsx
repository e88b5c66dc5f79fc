import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { usePollOpportunity } from '../api/get-opportunity';
import { useConsentOutlet } from '../lib/consent-outlet';
import '../texts';
import { opportunityPollMs } from './consent-area';
import { NachFormDownload } from './repay/nach-form-download';
import { NachScanUpload } from './repay/nach-scan-upload';
import { NachStatusBar } from './repay/nach-status-bar';
import { WithdrawOffer } from './withdraw-offer';

const steps = ['download', 'print', 'scan', 'upload'] as const;

/**
 * Scan and Upload (spec 001 §2.7): download the prefilled NACH form, print, sign and scan it, and
 * upload the scan. Operations verify it next (IN_PROCESS) while the opportunity is asked every
 * 5 s; a rejected scan says why and may be uploaded again.
 */
export function RepayScanPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { opportunity, userId, refresh } = useConsentOutlet();
  const paper = opportunity.nach?.mode === 'PNACH' ? opportunity.nach : null;
  const status = paper?.nachStatus ?? null;
  const verifying = status === 'IN_PROCESS';
  usePollOpportunity(opportunity.id, status !== null && status !== 'REJECTED' ? opportunityPollMs : false);

  return (
    <Page title={t('consent.repay.scan.title')}>
      <NachStatusBar nach={paper} />
      <Stack
        component="ol"
        spacing={0.5}
        aria-label={t('consent.repay.scan.stepsLabel')}
        sx={{ pl: 3, m: 0 }}
      >
        {steps.map((step) => (
          <Typography component="li" key={step}>
            {t(`consent.repay.scan.steps.${step}`)}
          </Typography>
        ))}
      </Stack>
      <NachFormDownload userId={userId} opportunityId={opportunity.id} paper={paper} onStarted={refresh} />
      {/* While operations verify the scan, the status bar above says so. */}
      {verifying ? null : paper ? (
        <>
          {status === 'REJECTED' && <Typography>{t('consent.repay.scan.uploadAgain')}</Typography>}
          <NachScanUpload userId={userId} opportunityId={opportunity.id} onUploaded={refresh} />
        </>
      ) : (
        <Typography variant="body2">{t('consent.repay.scan.downloadFirst')}</Typography>
      )}
      <Button component={RouterLink} to={brand.path('/consent/repay')} variant="text">
        {t('consent.repay.otherWays')}
      </Button>
      <WithdrawOffer />
    </Page>
  );
}
