import { formatGrams, formatMoney, type GoldUnits, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router';
import { FactsTable } from '../../../components/facts-table';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { verifiedAccountOf } from '../lib/account';
import { useGoldArea } from '../lib/gold-area';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { readState, sellStateSchema, type SellState } from '../lib/route-state';
import { CancelledTransaction } from './cancelled-transaction';
import { GoldPage } from './gold-page';
import { SellTimer } from './sell-timer';
import '../texts';

/**
 * The sell's confirm screen (spec 002 §2, §4): the gold, the rate and what the sell pays, with the
 * quote's timer. Continue leads to the account to be credited when the borrower has a verified
 * one whose holder's name matches their PAN, else to the bank details. Without the order (a
 * reload) the sell is cancelled ('Transaction Cancelled').
 */
export function ConfirmSellPage() {
  const state = readState(sellStateSchema, useLocation().state);
  if (!state) return <CancelledTransaction to={goldPath(goldScreens.sell)} />;
  return <ConfirmSell state={state} />;
}

function ConfirmSell({ state }: { state: SellState }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { user } = useGoldArea();
  const { order } = state;

  function proceed() {
    const account = user ? verifiedAccountOf(user.bankAccountDetails) : undefined;
    const next: SellState = { ...state, account };
    const screen = account ? goldScreens.verifiedAccount : goldScreens.bankDetails;
    void navigate(brand.path(goldPath(screen)), { state: next });
  }

  return (
    <GoldPage title={t('gold.confirmSell.title')}>
      <FactsTable
        label={t('gold.confirmSell.summary')}
        rows={[
          [
            t('gold.confirmBuy.quantity'),
            t('gold.grams', { grams: formatGrams(order.gold_amount as GoldUnits) }),
          ],
          [t('gold.confirmBuy.rate'), t('gold.price.perGram', { rate: formatMoney(state.rate as Paise) })],
          [t('gold.confirmSell.amount'), formatMoney(order.sell_price as Paise)],
        ]}
      />
      <SellTimer state={state} />
      <Button variant="contained" size="large" onClick={proceed}>
        {t('gold.confirmSell.continue')}
      </Button>
    </GoldPage>
  );
}
