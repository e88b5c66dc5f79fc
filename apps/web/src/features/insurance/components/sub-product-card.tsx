import type { InsuranceProduct } from '@kredo/contract/insurance';
import { cardHeading, type SubProduct } from '@kredo/domain/insurance-catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { productListPath } from '../lib/insurance-routes';
import { priceText } from '../lib/price-text';
import { recordProductViewed } from '../lib/product-viewed';
import { rememberSelection } from '../lib/selection';
import { InsuranceIcon } from './insurance-icon';
import '../texts';

/**
 * A sub-product's card on the category list (spec 002 §2): its icon, its heading cut over 18
 * characters (read out whole), 'Starting at' its cheapest price or Free, and a button for each
 * cover type it offers. A cover type opens the product list, records the product-viewed event and
 * remembers the choice.
 */
export function SubProductCard({ subProduct }: { subProduct: SubProduct<InsuranceProduct> }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const headingId = useId();
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <InsuranceIcon name={subProduct.icon} size={40} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" aria-label={subProduct.heading}>
            {cardHeading(subProduct.heading)}
          </Typography>
          <Typography variant="body2">
            {t('messages.insuranceStartingAt')}{' '}
            <Box component="strong" sx={{ fontSize: '1rem' }}>
              {priceText(t, subProduct.startingPrice)}
            </Box>
          </Typography>
        </Box>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('insurance.categories.coverTypes')}
        sx={{ mt: 1.5, flexWrap: 'wrap' }}
      >
        {subProduct.coverTypes.map((coverType) => (
          <Button
            key={coverType.type}
            component={RouterLink}
            to={brand.path(productListPath(subProduct.subCategory, coverType.type))}
            aria-describedby={headingId}
            variant="outlined"
            size="large"
            startIcon={<InsuranceIcon name={coverType.type === 'FAMILY' ? 'family' : 'shield'} size={20} />}
            onClick={() => {
              recordProductViewed(subProduct, coverType.type);
              rememberSelection({ subCategory: subProduct.subCategory, coverType: coverType.type });
            }}
          >
            {t(`insurance.coverTypes.${coverType.type}`)}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
