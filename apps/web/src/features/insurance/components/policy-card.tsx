import type { InsuranceOrder } from '@kredo/contract/insurance';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FactsTable } from '../../../components/facts-table';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import { priceText } from '../lib/price-text';
import { CancelPolicy } from './cancel-policy';
import { InsuranceIcon } from './insurance-icon';
import { orderStateText } from './order-card';
import { PolicyDownloadButton } from './policy-download-button';
import '../texts';

/**
 * The 'YOUR POLICY' confirmation card (spec 002 §2) of an issued (or since cancelled) order: the
 * policy, its insurer, cover and premium, the PDF, and cancellation while the free look lasts.
 */
export function PolicyCard({ order }: { order: InsuranceOrder }) {
  const { t } = useTranslation();
  const headingId = `policy-${order.orderId}`;
  const cover =
    order.coverFrom && order.coverTill
      ? t('insurance.orders.coverDates', {
          from: formatCalendarDate(order.coverFrom),
          till: formatCalendarDate(order.coverTill),
        })
      : orderStateText(t, order);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'success.main', display: 'flex' }}>
          <InsuranceIcon name="covered" size={32} />
        </Box>
        <Typography id={headingId} component="h2" variant="h6" sx={{ letterSpacing: 1 }}>
          {t('messages.insuranceYourPolicy')}
        </Typography>
      </Stack>
      <Typography>
        {order.status === 'ISSUED' && order.validityInMonths !== null
          ? t('insurance.orders.confirmation', { product: order.productName, count: order.validityInMonths })
          : `${order.productName}: ${orderStateText(t, order)}`}
      </Typography>
      <FactsTable
        label={order.productName}
        rows={[
          [t('insurance.orders.policyNumber'), order.policyNumber ?? '—'],
          [t('insurance.orders.insurer'), order.insurerName],
          [t('insurance.product.sumInsured'), priceText(t, order.sumInsured)],
          [t('insurance.product.premium'), priceText(t, order.price)],
          [t('insurance.orders.cover'), cover],
        ]}
      />
      {order.status === 'ISSUED' && order.policyAvailable && (
        <PolicyDownloadButton orderId={order.orderId} variant="contained" />
      )}
      {order.cancellable && <CancelPolicy order={order} />}
    </Paper>
  );
}
