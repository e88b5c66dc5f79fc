import type { InsuranceProduct } from '@kredo/contract/insurance';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceProducts } from '../api/get-products';
import { insurancePath } from '../lib/insurance-routes';
import { rememberedSelection } from '../lib/selection';
import { DetailsForm } from './details-form';
import '../texts';

/** 'Please fill the details' (spec 002 §2): the details form of the product chosen on its detail. */
export function UserDetailsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? rememberedSelection()?.productId;
  const products = useInsuranceProducts();
  const product: InsuranceProduct | undefined = products.data
    ?.flatMap((subProduct) => subProduct.products)
    .find((candidate) => candidate.productId === productId);
  if (products.isPending) return <RouteLoader />;
  return (
    <Page title={t('messages.insuranceFillDetails')}>
      {products.isError ? (
        <ErrorMessage error={products.error} />
      ) : product ? (
        <>
          <Typography variant="body2">
            {product.productTitle} · {product.insurer.name}
          </Typography>
          <DetailsForm product={product} />
        </>
      ) : (
        <>
          <Typography>{t('insurance.product.notFound')}</Typography>
          <Button component={RouterLink} to={brand.path(insurancePath())} variant="contained" size="large">
            {t('insurance.product.chooseProduct')}
          </Button>
        </>
      )}
    </Page>
  );
}
