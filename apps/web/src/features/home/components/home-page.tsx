import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';

type HomePageProps = {
  /** The borrower's name from their profile; a profile may not have one yet. */
  name: string | null;
};

/** Home after sign-in (spec 000 §2.3). A partner's Android app offers its own loan entry, so Apply Loan is not shown there. */
export function HomePage({ name }: HomePageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Page title={name ? t('home.greeting', { name }) : t('home.greetingWithoutName')}>
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
