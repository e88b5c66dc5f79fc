import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceProducts } from '../api/get-products';
import { insurancePath, insuranceScreens } from '../lib/insurance-routes';
import { InsuranceIcon } from './insurance-icon';
import { InsuranceLinks } from './insurance-links';
import { SubProductCard } from './sub-product-card';
import '../texts';

/**
 * The category list (spec 002 §2), the insurance area's root: 'Products we offer', a card per
 * sub-product, cheapest first, and a floating button to My Insurances.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const products = useInsuranceProducts();
  return (
    <Page title={t('messages.insuranceProductsWeOffer')}>
      {products.isPending ? (
        <RouteLoader />
      ) : products.isError ? (
        <ErrorMessage error={products.error} />
      ) : products.data.length === 0 ? (
        <Typography>{t('insurance.categories.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('insurance.categories.list')}>
          {products.data.map((subProduct) => (
            <SubProductCard key={subProduct.subCategory} subProduct={subProduct} />
          ))}
        </Stack>
      )}
      <InsuranceLinks />
      {/* Room under the last card, so the floating button never covers it. */}
      <Box sx={{ height: 56 }} aria-hidden="true" />
      <Fab
        component={RouterLink}
        to={brand.path(insurancePath(insuranceScreens.activeInsurances))}
        variant="extended"
        color="primary"
        sx={{ position: 'fixed', right: 16, bottom: 16, gap: 1 }}
      >
        <InsuranceIcon name="shield" size={20} />
        {t('insurance.myInsurances')}
      </Fab>
    </Page>
  );
}
