import { formatGrams, type GoldUnits } from '@kredo/domain/money';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorMessage } from '../../../components/error-message';
import { RouteLoader } from '../../../components/route-loader';
import { useTranslation } from '../../../lib/i18n';
import { useBalance } from '../api/get-balance';
import { useDeliveryProducts } from '../api/get-delivery-products';
import { useGoldArea } from '../lib/gold-area';
import { GoldPage } from './gold-page';
import { ProductCard } from './product-card';
import '../texts';

/**
 * Delivery (spec 002 §2, §4): the coins and bars the vendor delivers out of the locker's gold, each
 * with its making charges, 'Out of stock' ones not to be chosen; the gold held above them.
 */
export function DeliveryPage() {
  const { t } = useTranslation();
  const { user } = useGoldArea();
  const products = useDeliveryProducts();
  return (
    <GoldPage title={t('gold.delivery.title')} tab="delivery">
      <Typography>{t('gold.delivery.intro')}</Typography>
      {user && <Held vendorId={user.vendor_id} />}
      {products.isPending ? (
        <RouteLoader />
      ) : products.isError ? (
        <ErrorMessage error={products.error} />
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('gold.delivery.products')}>
          {products.data.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Stack>
      )}
    </GoldPage>
  );
}

function Held({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation();
  const balance = useBalance(vendorId);
  if (!balance.data) return null;
  return (
    <Typography variant="body2">
      {t('gold.sell.held', { grams: formatGrams(balance.data.gold_balance as GoldUnits) })}
    </Typography>
  );
}
