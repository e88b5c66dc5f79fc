import { formatMoney, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { usePreApprovedProducts } from '../api/get-pre-approved-products';
import '../texts';

/**
 * The pre-approved banner (spec 001 §2.10): a top-up offer leading to /loan-application, shown
 * only when the server answers a pre-approved product; nothing while it is asked or if it fails.
 */
export function TopUpBanner() {
  const { t } = useTranslation();
  const brand = useBrand();
  const titleId = useId();
  const products = usePreApprovedProducts().data?.preApprovedProducts ?? [];
  if (products.length === 0) return null;
  const largest = Math.max(...products.map((product) => product.maxAmount));
  return (
    <Paper
      component="aside"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.topUp.title')}
      </Typography>
      <Typography>{t('loans.topUp.body', { amount: formatMoney(largest as Paise) })}</Typography>
      <Button
        component={RouterLink}
        to={brand.path('/loan-application')}
        variant="contained"
        color="inherit"
        sx={{ color: 'primary.main', minHeight: 44 }}
      >
        {t('loans.topUp.action')}
      </Button>
    </Paper>
  );
}
