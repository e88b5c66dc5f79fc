import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** "Something's Wrong / Looks like something is missing" (spec 001 §2.9, §8). */
export function ConsentErrorPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Page title={t('consent.error.title')}>
      <Typography>{t('consent.error.body')}</Typography>
      <Typography>
        {t('messages.mailUsAt')}{' '}
        <a href={`mailto:${brand.partner.supportEmail}`}>{brand.partner.supportEmail}</a>
      </Typography>
      <Button
        component={RouterLink}
        to={brand.path('/')}
        state={{ fromConsent: true }}
        replace
        variant="outlined"
      >
        {t('consent.goHome')}
      </Button>
    </Page>
  );
}
