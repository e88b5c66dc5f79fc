import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { backLink } from '../../../components/back-link';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { insurancePath, insuranceScreens } from '../lib/insurance-routes';
import '../texts';

/** The FAQ's link under an insurance screen. */
export function InsuranceLinks() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Button component={RouterLink} to={brand.path(insurancePath(insuranceScreens.faq))} sx={backLink}>
      {t('insurance.faq.link')}
    </Button>
  );
}
