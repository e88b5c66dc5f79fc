import type { GoldTransaction } from '@kredo/contract/gold';
import { formatGrams, formatMoney, type GoldUnits } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
  const orders = useTransactions(vendorId);
  if (orders.isPending) return <RouteLoader />;
  if (orders.isError) return <ErrorMessage error={orders.error} />;
  const list = orders.data.pages.flatMap((page) => page.transactions);
  if (list.length === 0) return <Typography>{t('gold.orders.none')}</Typography>;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('gold.orders.title')}>
        {list.map((order) => (
          <OrderRow key={order.transaction_id} order={order} />
        ))}
      </Stack>
      {orders.hasNextPage && (
        <Button
          variant="outlined"
          size="large"
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {t('gold.orders.more')}
        </Button>
      )}
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
