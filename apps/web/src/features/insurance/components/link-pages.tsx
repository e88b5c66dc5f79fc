import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { exitWebview } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceLink } from '../api/get-insurance-link';
import { insuranceLinkPath, insuranceLinkScreens } from '../lib/insurance-routes';
import { ActiveInsuranceList } from './active-insurance-list';
import { LinkErrorCard } from './link-error-card';
import '../texts';

/**
 * The insurance partner's area (spec 002 §2), at /insurance-link: its link to the partner's plans
 * and the policies already held there; a failure is the error card.
 */
export function LinkLandingPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const partner = useInsuranceLink();
  if (partner.isPending) return <RouteLoader />;
  return (
    <Page title={t('insurance.link.title')}>
      {partner.isError ? (
        <LinkErrorCard error={partner.error} />
      ) : (
        <>
          <Typography>{t('insurance.link.intro')}</Typography>
          {partner.data.link && (
            <Button component="a" href={partner.data.link} rel="noopener" variant="contained" size="large">
              {t('insurance.link.open')}
            </Button>
          )}
          <Typography component="h2" variant="h6">
            {t('insurance.link.active')}
          </Typography>
          <ActiveInsuranceList insurances={partner.data.oldActiveInsurances} />
          <Button
            component={RouterLink}
            to={brand.path(insuranceLinkPath(insuranceLinkScreens.activeInsurance))}
            size="large"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('insurance.link.activeTitle')}
          </Button>
        </>
      )}
    </Page>
  );
}

/** /active-insurance: the policies already held with the partner. */
export function LinkActivePage() {
  const { t } = useTranslation();
  const partner = useInsuranceLink();
  if (partner.isPending) return <RouteLoader />;
  return (
    <Page title={t('insurance.link.activeTitle')}>
      {partner.isError ? (
        <LinkErrorCard error={partner.error} />
      ) : (
        <ActiveInsuranceList insurances={partner.data.oldActiveInsurances} />
      )}
    </Page>
  );
}

/**
 * /exit, where the partner's pages send the borrower back: inside the Android shell the webview is
 * closed; in a browser, a way home.
 */
export function LinkExitPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { isNative } = brand;
  useEffect(() => {
    if (isNative) exitWebview();
  }, [isNative]);
  return (
    <Page title={t('insurance.link.exitTitle')}>
      <Typography>{t('insurance.link.exitBody')}</Typography>
      <Button component={RouterLink} to={brand.path('/')} variant="contained" size="large">
        {t('insurance.link.goHome')}
      </Button>
    </Page>
  );
}
