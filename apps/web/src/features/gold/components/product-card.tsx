import type { DeliveryProduct } from '@kredo/contract/gold';
import { formatGrams, formatMoney, type GoldUnits, type Paise } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { resolveUrl } from '../../../lib/api-url';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { productPath } from '../lib/gold-routes';
import '../texts';

/** A product's first picture, from the vendor's host as the API names it. */
export function ProductImage({ product, size }: { product: DeliveryProduct; size: number }) {
  const src = product.images[0];
  if (!src) return null;
  return (
    <Box
      component="img"
      src={resolveUrl(src, env.apiBases)}
      alt=""
      sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}

/** One coin or bar of the delivery list: its weight, purity and making charges; 'Out of stock' when it is. */
export function ProductCard({ product }: { product: DeliveryProduct }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={product.description}
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', listStyle: 'none' }}
    >
      <ProductImage product={product} size={72} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1, minWidth: 0 }}>
        <Typography variant="h3" component="h2">
          {product.description}
        </Typography>
        <Typography variant="body2">
          {t('gold.grams', { grams: formatGrams(product.metal_weight as GoldUnits) })} · {product.purity}
        </Typography>
        <Typography variant="body2">
          {t('gold.delivery.makingCharges', { amount: formatMoney(product.making_charges as Paise) })}
        </Typography>
        {product.in_stock ? (
          <Button
            component={RouterLink}
            to={brand.path(productPath(product.sku_number))}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            aria-label={t('gold.delivery.viewProduct', { product: product.description })}
          >
            {t('gold.delivery.view')}
          </Button>
        ) : (
          <Button variant="outlined" disabled sx={{ alignSelf: 'flex-start' }}>
            {t('messages.goldOutOfStock')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
