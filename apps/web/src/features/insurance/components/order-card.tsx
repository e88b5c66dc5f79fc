import type { InsuranceOrder } from '@kredo/contract/insurance';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation, type Translate } from '../../../lib/i18n';
import { policyPath } from '../lib/insurance-routes';
import { priceText } from '../lib/price-text';
import { InsuranceIcon } from './insurance-icon';
import { PolicyDownloadButton } from './policy-download-button';
import '../texts';

/** An order's state as its card says it: 'Under Process' until issued, then its validity in months. */
export function orderStateText(t: Translate, order: InsuranceOrder): string {
  switch (order.status) {
    case 'ISSUED':
      return order.validityInMonths === null
        ? t('messages.insuranceUnderProcess')
        : t('insurance.orders.validity', { count: order.validityInMonths });
    case 'UNDER_PROCESS':
      return t('messages.insuranceUnderProcess');
    default:
      return t(`insurance.orders.statuses.${order.status}`);
  }
}

/** An order on My Insurances (spec 002 §2, §3): product, distributor, state, premium, and its policy once issued. */
export function OrderCard({ order }: { order: InsuranceOrder }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const headingId = `order-${order.orderId}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }}>
          <InsuranceIcon name={order.coverType.type === 'FAMILY' ? 'family' : 'shield'} size={32} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {order.productName}
          </Typography>
          <Typography variant="body2">{t('insurance.orders.by', { name: order.distributorName })}</Typography>
          <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{orderStateText(t, order)}</Typography>
          <Typography variant="body2">
            {t('insurance.orders.premium', { amount: priceText(t, order.price) })} ·{' '}
            {t(`insurance.coverTypes.${order.coverType.type}`)}
          </Typography>
        </Box>
      </Stack>
      {order.status === 'ISSUED' && (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          {order.policyAvailable && <PolicyDownloadButton orderId={order.orderId} />}
          <Button component={RouterLink} to={brand.path(policyPath(order.orderId))} size="large">
            {t('insurance.orders.viewPolicy')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
