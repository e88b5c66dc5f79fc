import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { afterCompletion } from '../lib/after-completion';
import { useConsentOutlet } from '../lib/consent-outlet';
import '../texts';

/**
 * The thank-you screen (spec 001 §2.8): 'Go to Homepage', and a feedback link after an e-NACH.
 * On arrival the Android app is left, or a single sign-on borrower continues on their loans
 * (§4.7, `afterCompletion`).
 */
export function CompletePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { opportunity } = useConsentOutlet();
  const feedback = `mailto:${brand.partner.supportEmail}?subject=${encodeURIComponent(t('consent.complete.feedbackSubject'))}`;

  const arrived = useRef(false);
  const arrive = useEffectEvent(() => {
    if (arrived.current) return;
    arrived.current = true;
    const next = afterCompletion({ isNative: brand.isNative, redirect: params.get('redirect') });
    if (next === 'loans') void navigate(brand.path('/loans'), { replace: true });
  });
  // Once per arrival (the shell is told once, even when effects run twice in development).
  useEffect(() => arrive(), []);

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
