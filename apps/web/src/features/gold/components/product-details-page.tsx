import type { DeliveryProduct } from '@kredo/contract/gold';
import { formatGrams, formatMoney, type GoldUnits, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { FactsTable } from '../../../components/facts-table';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useDeliveryProducts } from '../api/get-delivery-products';
import { deliveryAddressPath, goldPath, goldScreens } from '../lib/gold-routes';
import { GoldPage } from './gold-page';
import { ProductImage } from './product-card';
import '../texts';

/** The product a screen's query (`sku`) names, once the list has arrived; null when it names none. */
export function useChosenProduct() {
  const [params] = useSearchParams();
  const products = useDeliveryProducts();
  const sku = params.get('sku');
  const product = products.data?.products.find((candidate) => candidate.sku_number === sku) ?? null;
  return { products, product };
}

/**
 * A delivery product (spec 002 §2): its picture, weight, purity, packaging, making charges and
 * refund policy, and the way on to the address; 'Out of stock' when it is. An unknown product
 * leads back to the list.
 */
export function ProductDetailsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { products, product } = useChosenProduct();
  if (products.isPending) return <RouteLoader />;
  if (products.isError) return <ErrorMessage error={products.error} />;
  if (!product) return <Navigate to={brand.path(goldPath(goldScreens.delivery))} replace />;
  return (
    <GoldPage title={product.description}>
      <ProductImage product={product} size={160} />
      <ProductFacts product={product} />
      <Typography variant="body2">{product.refund_policy}</Typography>
      {product.in_stock ? (
        <Button
          component={RouterLink}
          to={brand.path(deliveryAddressPath(product.sku_number))}
          variant="contained"
          size="large"
        >
          {t('gold.product.deliver')}
        </Button>
      ) : (
        <Button variant="contained" size="large" disabled>
          {t('messages.goldOutOfStock')}
        </Button>
      )}
    </GoldPage>
  );
}

function ProductFacts({ product }: { product: DeliveryProduct }) {
  const { t } = useTranslation();
  return (
    <FactsTable
      label={t('gold.product.facts')}
      rows={[
        [
          t('gold.product.weight'),
          t('gold.grams', { grams: formatGrams(product.metal_weight as GoldUnits) }),
        ],
        [t('gold.product.purity'), product.purity],
        [t('gold.product.packaging'), product.packaging_type],
        [t('gold.confirmDelivery.makingCharges'), formatMoney(product.making_charges as Paise)],
      ]}
    />
  );
}
