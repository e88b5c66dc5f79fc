import { formatMoney, formatRupees, type Paise } from '@kredo/domain/money';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { FactsTable } from '../../../components/facts-table';
import { useBrand } from '../../../lib/brand-context';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import { serverToday } from '../../../lib/server-today';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { confirmDeliveryStateSchema, readState, type ConfirmDeliveryState } from '../lib/route-state';
import { usePayOrder } from '../lib/use-pay-order';
import { GoldPage } from './gold-page';
import '../texts';

const deliveryPath = goldPath(goldScreens.delivery);

/**
 * 'Confirm Payment' of a delivery (spec 002 §2): the product, purity 99.5%, today's date, the
 * making charges, the estimated delivery time and the total payable, to two decimals; 'Make
 * Payment' takes the browser to the gateway for the making charges (txn type DELIVER). Without
 * the delivery ordered (a reload): 'Sorry. Something went wrong !'.
 */
export function ConfirmDeliveryPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const state = readState(confirmDeliveryStateSchema, useLocation().state);
  return (
    <GoldPage title={t('gold.confirmDelivery.title')}>
      {state ? (
        <ConfirmDelivery state={state} />
      ) : (
        <>
          <Alert severity="error">{t('messages.goldNoRedeemDetails')}</Alert>
          <Button component={RouterLink} to={brand.path(deliveryPath)} variant="contained" size="large">
            {t('gold.confirmDelivery.back')}
          </Button>
        </>
      )}
    </GoldPage>
  );
}

function ConfirmDelivery({ state: { product, redeem } }: { state: ConfirmDeliveryState }) {
  const { t } = useTranslation();
  const { pay, pending } = usePayOrder(deliveryPath);
  return (
    <>
      <FactsTable
        label={t('gold.confirmDelivery.summary')}
        rows={[
          [t('gold.confirmDelivery.product'), product.description],
          [t('gold.confirmDelivery.purity'), t('gold.confirmDelivery.purityValue')],
          [t('gold.confirmDelivery.date'), formatCalendarDate(serverToday())],
          [t('gold.confirmDelivery.makingCharges'), formatMoney(product.making_charges as Paise)],
          [
            t('gold.confirmDelivery.deliveryTime'),
            t('gold.confirmDelivery.days', { count: redeem.estimated_delivery_days }),
          ],
          [
            t('gold.confirmDelivery.total'),
            formatRupees(redeem.price as Paise, { symbol: true, decimals: 2 }),
          ],
        ]}
      />
      <Button
        variant="contained"
        size="large"
        loading={pending}
        onClick={() => void pay({ txnId: redeem.txn_id, type: 'DELIVER', amount: redeem.price })}
      >
        {t('gold.makePayment')}
      </Button>
    </>
  );
}
