import type { InsuranceProduct } from '@kredo/contract/insurance';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FactsTable } from '../../../components/facts-table';
import { useTranslation } from '../../../lib/i18n';
import { priceText } from '../lib/price-text';
import { InsuranceIcon } from './insurance-icon';
import '../texts';

/** The chosen product: what it is, its premium, sum insured and term, and its sub-category's covers. */
export function ProductSummary({ product }: { product: InsuranceProduct }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <InsuranceIcon name={product.icon} size={40} />
        </Box>
        <Box>
          <Typography component="h2" variant="h6">
            {product.productTitle}
          </Typography>
          <Typography variant="body2">{product.coverage}</Typography>
        </Box>
      </Stack>
      <Typography>{product.productDescription}</Typography>
      <FactsTable
        label={product.productTitle}
        rows={[
          [t('insurance.product.premium'), priceText(t, product.price)],
          [t('insurance.product.sumInsured'), priceText(t, product.sumInsured)],
          [t('insurance.product.term'), t('insurance.product.validity', { count: product.validityInMonths })],
        ]}
      />
      {product.subCategoryCovers.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {product.subCategoryCovers.map((cover) => (
            <Stack
              key={cover.description}
              component="li"
              direction="row"
              spacing={1.5}
              sx={{ listStyle: 'none', alignItems: 'center' }}
            >
              <Box sx={{ color: 'primary.main', display: 'flex' }}>
                <InsuranceIcon name={cover.displayImage} size={24} />
              </Box>
              <Typography variant="body2">{cover.description}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
