import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { clearWebStack } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { goldPath, goldScreens, orderDetailsPath } from '../lib/gold-routes';
import { orderOfQuery } from '../lib/order-query';
import { GoldPage } from './gold-page';
import '../texts';

function DashboardLink({ variant }: { variant: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Button component={RouterLink} to={brand.path(goldPath(goldScreens.buy))} variant={variant} size="large">
      {t('gold.goToDashboard')}
    </Button>
  );
}

/** 'Order Successful' (spec 002 §2, §8), with the order it names in its query to view. */
export function OrderSuccessPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const order = orderOfQuery(params);
  return (
    <GoldPage title={t('messages.goldOrderSuccessful')}>
      <Typography>{t('gold.orderSuccess.body')}</Typography>
      {order && (
        <Button
          component={RouterLink}
          to={brand.path(orderDetailsPath({ txnId: order.txnId, type: order.type ?? 'SELL' }))}
          variant="contained"
          size="large"
        >
          {t('gold.paymentResult.viewOrder')}
        </Button>
      )}
      <DashboardLink variant="outlined" />
    </GoldPage>
  );
}

/**
 * 'Order Unsuccessful' and 'Please try again !' (spec 002 §2, §8), with the way back; inside the
 * Android shell the webview's history is cleared, so back does not return to the failed order.
 */
export function OrderFailPage() {
  const { t } = useTranslation();
  const { isNative } = useBrand();
  useEffect(() => {
    if (isNative) clearWebStack();
  }, [isNative]);
  return (
    <GoldPage title={t('messages.goldOrderUnsuccessful')}>
      <Typography>{t('gold.orderFail.tryAgain')}</Typography>
      <DashboardLink variant="contained" />
    </GoldPage>
  );
}
