import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** The latest application waits for the borrower: 'ADDITIONAL INFORMATION REQUIRED', 'View Details'. */
export function IncompleteInfoBanner() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid="incomplete-info-banner"
      action={
        <Button component={RouterLink} to={brand.path('/incomplete-info')} color="inherit" size="small">
          {t('home.viewDetails')}
        </Button>
      }
    >
      {t('home.additionalInformationRequired')}
    </Alert>
  );
}
