import type { GoldTxnType } from '@kredo/contract/gold';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { clearWebStack } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useOrderStatus } from '../api/get-order-status';
import { goldPath, goldScreens, orderDetailsPath } from '../lib/gold-routes';
import { outcomeOf } from '../lib/order-outcome';
import { orderOfQuery } from '../lib/order-query';
import '../texts';

/**
 * Where the gateway sends the browser back (spec 002 §2, §8), at the main app's /payment-success
 * with the order in its query (product EGOLD, transaction_id, txn_type). The order is asked
 * again until its payment is known: 'Payment Successful' with 'View your order status' and 'View
 * Order', or 'Order Failed' with the refund note. Inside the Android shell the webview's history
 * is cleared, so back does not return to the gateway.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = params.get('product')?.toUpperCase() === 'EGOLD' ? orderOfQuery(params) : undefined;
  if (!order) return <Page title={t('messages.pageNotFound')}>{null}</Page>;
  return <PaymentOutcome txnId={order.txnId} type={order.type} />;
}

function PaymentOutcome({ txnId, type }: { txnId: string; type: GoldTxnType | undefined }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const status = useOrderStatus(txnId, type);
  const { isNative } = brand;

  useEffect(() => {
    if (isNative) clearWebStack();
  }, [isNative]);

  if (status.isError) {
    return (
      <Page title={t('gold.paymentResult.checking')}>
        <ErrorMessage error={status.error} />
      </Page>
    );
  }
  const outcome = status.data ? outcomeOf(status.data) : 'pending';
  if (outcome === 'pending') {
    return (
      <Page title={t('gold.paymentResult.checking')}>
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <CircularProgress aria-hidden="true" />
          <Typography>{t('gold.paymentResult.waiting')}</Typography>
        </Stack>
      </Page>
    );
  }
  const orderType = status.data?.type ?? type ?? 'BUY';
  if (outcome === 'failed') {
    return (
      <Page title={t('messages.goldOrderFailed')}>
        <Alert severity="error">{t('messages.goldRefundNote')}</Alert>
        <Button
          component={RouterLink}
          to={brand.path(orderDetailsPath({ txnId, type: orderType }))}
          variant="outlined"
          size="large"
        >
          {t('gold.paymentResult.viewOrder')}
        </Button>
        <Button
          component={RouterLink}
          to={brand.path(goldPath(goldScreens.buy))}
          variant="contained"
          size="large"
        >
          {t('gold.goToDashboard')}
        </Button>
      </Page>
    );
  }
  return (
    <Page title={t('gold.paymentResult.successful')}>
      <Typography>{t('gold.paymentResult.egold')}</Typography>
      <Button
        component={RouterLink}
        to={brand.path(orderDetailsPath({ txnId, type: orderType }, true))}
        variant="contained"
        size="large"
      >
        {t('gold.paymentResult.viewOrder')}
      </Button>
    </Page>
  );
}
