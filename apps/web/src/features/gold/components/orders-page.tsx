import type { GoldTransaction } from '@kredo/contract/gold';
import { formatGrams, formatMoney, type GoldUnits } from '@kredo/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useTransactions } from '../api/get-transactions';
import { useGoldArea } from '../lib/gold-area';
import { orderDetailsPath } from '../lib/gold-routes';
import { orderValue } from '../lib/order-value';
import { GoldPage } from './gold-page';
import { NeedsRegistration } from './needs-registration';
import '../texts';

/** Orders (spec 002 §2, §7): the borrower's gold orders from page 1, newest first, each opening its details. */
export function OrdersPage() {
  const { t } = useTranslation();
  const { user } = useGoldArea();
  return (
    <GoldPage title={t('gold.orders.title')} tab="orders">
      {user ? <Orders vendorId={user.vendor_id} /> : <NeedsRegistration />}
    </GoldPage>
  );
}

function Orders({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation();
  const first = useTransactions(vendorId, 1);
  if (first.isPending) return <RouteLoader />;
  if (first.isError) return <ErrorMessage error={first.error} />;
  if (first.data.transactions.length === 0) return <Typography>{t('gold.orders.none')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('gold.orders.title')}>
      <OrdersFrom vendorId={vendorId} page={1} />
    </Stack>
  );
}

/**
 * The orders of `page`, then, when the server has more, 'Show more orders', which brings the next
 * page after them.
 */
function OrdersFrom({ vendorId, page }: { vendorId: string; page: number }) {
  const { t } = useTranslation();
  const orders = useTransactions(vendorId, page);
  const [more, setMore] = useState(false);
  if (orders.isPending) return <RouteLoader />;
  if (orders.isError) return <ErrorMessage error={orders.error} />;
  return (
    <>
      {orders.data.transactions.map((order) => (
        <OrderRow key={order.transaction_id} order={order} />
      ))}
      {orders.data.has_more &&
        (more ? (
          <OrdersFrom vendorId={vendorId} page={page + 1} />
        ) : (
          <Box component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
            <Button variant="outlined" size="large" onClick={() => setMore(true)}>
              {t('gold.orders.more')}
            </Button>
          </Box>
        ))}
    </>
  );
}

function OrderRow({ order }: { order: GoldTransaction }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t(`gold.order.types.${order.type}`, { amount: formatMoney(orderValue(order)) });
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <Button
        component={RouterLink}
        to={brand.path(orderDetailsPath({ txnId: order.transaction_id, type: order.type }))}
        fullWidth
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          textAlign: 'left',
          color: 'text.primary',
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography component="span" variant="body2">
          {t('gold.grams', { grams: formatGrams(order.quantity as GoldUnits) })} ·{' '}
          {t(`gold.order.statuses.${order.status}`)}
        </Typography>
        <Typography component="span" variant="body2">
          {formatDateTime(order.created_at)}
        </Typography>
      </Button>
    </Paper>
  );
}
