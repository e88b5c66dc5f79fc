import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { IncompleteInfoBanner } from './incomplete-info-banner';

/**
 * The application status message (spec 000 §2.3): INITIATED says the application is in and
 * being processed; INCOMPLETE_INFO says items are missing, with the support address and the
 * way to the missing items.
 */
export function ApplicationStatusPage({ status }: { status: string | null }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Page title={t('home.status.title')}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {status === 'INITIATED' ? (
          <>
            <Typography variant="h2">{t('home.status.initiatedTitle')}</Typography>
            <Typography>{t('home.status.initiatedBody')}</Typography>
          </>
        ) : status === 'INCOMPLETE_INFO' ? (
          <>
            <Typography variant="h2">{t('home.status.incompleteTitle')}</Typography>
            <Typography>{t('home.status.incompleteBody', { email: brand.partner.supportEmail })}</Typography>
          </>
        ) : (
          <Typography>{status ? t('home.status.otherStatus') : t('home.status.noApplication')}</Typography>
        )}
      </Paper>
      {status === 'INCOMPLETE_INFO' && <IncompleteInfoBanner />}
      <Button component={RouterLink} to={brand.path('/')} variant="text" sx={{ alignSelf: 'flex-start' }}>
        {t('home.status.home')}
      </Button>
    </Page>
  );
}
