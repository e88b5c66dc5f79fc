import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { IncompleteInfoBanner } from './incomplete-info-banner';
import '../texts';

type HomePageProps = {
  /** The borrower's name from their profile; a profile may not have one yet. */
  name: string | null;
  /** The latest loan application's status, or null before the first application. */
  latestStatus: string | null;
};

/**
 * Home after sign-in (spec 000 §2.3): Apply Loan (not in a partner's Android app, which offers
 * its own loan entry), My Loans, and a banner while the latest application needs information.
 */
export function HomePage({ name, latestStatus }: HomePageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Page title={name ? t('home.greeting', { name }) : t('home.greetingWithoutName')}>
      {latestStatus === 'INCOMPLETE_INFO' && <IncompleteInfoBanner />}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {!brand.isPartnerAndroid && (
          <Button
            component={RouterLink}
            to={brand.path('/loan-application')}
            variant="contained"
            size="large"
          >
            {t('home.applyLoan')}
          </Button>
        )}
        <Button component={RouterLink} to={brand.path('/loans')} variant="outlined" size="large">
          {t('home.myLoans')}
        </Button>
      </Box>
    </Page>
  );
}
