import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useConsentOutlet } from '../lib/consent-outlet';
import '../texts';

/** The thank-you screen (spec 001 §2.8): 'Go to Homepage', and a feedback link after an e-NACH. */
export function CompletePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { opportunity } = useConsentOutlet();
  const feedback = `mailto:${brand.partner.supportEmail}?subject=${encodeURIComponent(t('consent.complete.feedbackSubject'))}`;
  return (
    <Page title={t('consent.complete.title')}>
      <Typography>{t('consent.complete.body')}</Typography>
      <Button
        component={RouterLink}
        to={brand.path('/')}
        state={{ fromConsent: true }}
        replace
        variant="contained"
        size="large"
      >
        {t('consent.goHome')}
      </Button>
      {opportunity.nach?.mode === 'ENACH' && (
        <Button component="a" href={feedback} variant="text">
          {t('consent.complete.feedback')}
        </Button>
      )}
    </Page>
  );
}
