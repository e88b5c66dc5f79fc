import { formatGrams, formatMoney, type GoldUnits, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FactsTable } from '../../../components/facts-table';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { confirmBuyStateSchema, onDeviceClock, readState, type ConfirmBuyState } from '../lib/route-state';
import { usePayOrder } from '../lib/use-pay-order';
import { CancelledTransaction } from './cancelled-transaction';
import { GoldPage } from './gold-page';
import { QuoteTimer } from './quote-timer';
import '../texts';

const buyPath = goldPath(goldScreens.buy);

/**
 * The buy's confirm screen (spec 002 §2, §4): the gold, the rate, the GST and the total of the
 * verified order, with the quote's timer carried in the route's state; 'Make Payment' takes the
 * browser to the gateway. When the timer ends before that, 'Gold price may change' and back to
 * Buy for a new quote. Without the order (a reload) the buy is cancelled.
 */
export function ConfirmBuyPage() {
  const state = readState(confirmBuyStateSchema, useLocation().state);
  if (!state) return <CancelledTransaction to={buyPath} />;
  return <ConfirmBuy state={state} />;
}

function ConfirmBuy({ state }: { state: ConfirmBuyState }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const { pay, pending } = usePayOrder(buyPath);
  const { order } = state;
  // The quote's end, or the order's time to be paid if sooner: fixed when the screen opens.
  const [expiresAt] = useState(() => Math.min(state.expiresAt, onDeviceClock(order.pay_by)));

  function expire() {
    showSnackbar({ severity: 'warning', text: t('messages.goldPriceMayChange') });
    void navigate(brand.path(buyPath), { replace: true });
  }

  return (
    <GoldPage title={t('gold.confirmBuy.title')}>
      <FactsTable
        label={t('gold.confirmBuy.summary')}
        rows={[
          [
            t('gold.confirmBuy.quantity'),
            t('gold.grams', { grams: formatGrams(order.gold_amount as GoldUnits) }),
          ],
          [t('gold.confirmBuy.rate'), t('gold.price.perGram', { rate: formatMoney(state.rate as Paise) })],
          [t('gold.confirmBuy.gst'), formatMoney(order.gst_amount as Paise)],
          [t('gold.confirmBuy.total'), formatMoney(order.buy_price as Paise)],
        ]}
      />
      <Typography variant="body2">{t('gold.purity')}</Typography>
      <QuoteTimer key={expiresAt} expiresAt={expiresAt} onEnd={expire} />
      <Button
        variant="contained"
        size="large"
        loading={pending}
        onClick={() => void pay({ txnId: order.txn_id, type: 'BUY', amount: order.buy_price })}
      >
        {t('gold.makePayment')}
      </Button>
    </GoldPage>
  );
}
