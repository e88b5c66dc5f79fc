import type { GoldTransaction } from '@kredo/contract/gold';
import { formatGrams, formatMoney, type GoldUnits, type Paise } from '@kredo/domain/money';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { FactsTable } from '../../../components/facts-table';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { useTransactionStatus } from '../api/get-transaction-status';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { orderOfQuery } from '../lib/order-query';
import { orderValue } from '../lib/order-value';
import { DeliveryStatusPanel } from './delivery-status-panel';
import { GoldPage } from './gold-page';
import { InvoiceButton } from './invoice-button';
import { VendorLogo } from './vendor-logo';
import '../texts';

/**
 * 'Order Status' (spec 002 §2), at /orderDetails?transaction_id=&txn_type=[&paymentComplete=true]:
 * the order's id and date, its kind with its amount, its gold and purity, and where it stands,
 * asked again while PENDING. A successful order shows 'From' the vendor, 'Download Invoice' and,
 * for a delivery, 'View Status'; a failed one its reason and refund. Without an order in the query
 * it leads to the orders list.
 */
export function OrderStatusPage() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const order = orderOfQuery(params);
  if (!order) return <Navigate to={brand.path(goldPath(goldScreens.orders))} replace />;
  return <OrderStatus txnId={order.txnId} paymentComplete={params.get('paymentComplete') === 'true'} />;
}

function OrderStatus({ txnId, paymentComplete }: { txnId: string; paymentComplete: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const order = useTransactionStatus(txnId);
  return (
    <GoldPage title={t('gold.order.title')}>
      {order.isPending ? (
        <RouteLoader />
      ) : order.isError ? (
        <ErrorMessage error={order.error} />
      ) : (
        <OrderFacts order={order.data} paymentComplete={paymentComplete} />
      )}
      <Button component={RouterLink} to={brand.path(goldPath(goldScreens.buy))} variant="text" size="large">
        {t('gold.goToDashboard')}
      </Button>
    </GoldPage>
  );
}

function OrderFacts({ order, paymentComplete }: { order: GoldTransaction; paymentComplete: boolean }) {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const succeeded = order.status.toUpperCase() === 'SUCCESS';
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label={t('gold.order.summary')} sx={{ p: 2 }}>
        <Typography variant="body2">{t('gold.order.id', { id: order.transaction_id })}</Typography>
        <Typography variant="body2">{formatDateTime(order.created_at)}</Typography>
        <Typography variant="h2" component="p" sx={{ mt: 1 }}>
          {t(`gold.order.types.${order.type}`, { amount: formatMoney(orderValue(order)) })}
        </Typography>
        {order.product && <Typography>{order.product.description}</Typography>}
        <Typography>{t('gold.grams', { grams: formatGrams(order.quantity as GoldUnits) })}</Typography>
        <Typography variant="body2">{t('gold.purity')}</Typography>
      </Paper>
      <FactsTable
        label={t('gold.order.statusLabel')}
        rows={[[t('gold.order.status'), t(`gold.order.statuses.${order.status}`)]]}
      />
      {order.status === 'PENDING' && (
        <Typography role="status">
          {paymentComplete || order.paid ? t('gold.order.processing') : t('gold.order.awaitingPayment')}
        </Typography>
      )}
      {order.status === 'FAILED' && (
        <Alert severity="error">
          {order.failure_reason ? catalogueText(order.failure_reason) : t('messages.goldOrderFailed')}
          {order.refund && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t(`gold.order.refund.${order.refund.status}`, {
                amount: formatMoney(order.refund.amount as Paise),
              })}
            </Typography>
          )}
        </Alert>
      )}
      {succeeded && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{t('gold.order.from')}</Typography>
            <VendorLogo />
          </Stack>
          {order.invoice_available && <InvoiceButton txnId={order.transaction_id} />}
          {order.type.toUpperCase().includes('DELIVER') && (
            <DeliveryStatusPanel txnId={order.transaction_id} />
          )}
        </>
      )}
    </Stack>
  );
}
