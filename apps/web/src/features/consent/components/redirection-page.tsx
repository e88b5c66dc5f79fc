import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { exitWebview } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useCountdown } from '../../../lib/use-countdown';
import '../texts';

/** The redirection screen's countdown (spec 001 §4.8, §9). */
export const redirectionSeconds = 10;

/**
 * The redirection screen (spec 001 §2.1, §2.9): where a borrower lands back from a page outside
 * the app. After 10 s, inside the Android app the webview is closed (`#/android/consent/
 * redirection`); on the web, or a shell too old to close it, the root route is put in its place,
 * and home sends a borrower whose offer awaits them to its next step.
 */
export function RedirectionPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const remaining = useCountdown(redirectionSeconds, () => {
    if (brand.isNative && exitWebview()) return;
    void navigate(brand.path('/'), { replace: true });
  });
  return (
    <Page title={t('consent.redirection.title')}>
      <Typography>{t('consent.redirection.body')}</Typography>
      <LinearProgress
        variant="determinate"
        value={((redirectionSeconds - remaining) / redirectionSeconds) * 100}
        aria-label={t('consent.redirection.title')}
      />
      <Typography role="timer">{t('consent.redirection.remaining', { count: remaining })}</Typography>
    </Page>
  );
}
