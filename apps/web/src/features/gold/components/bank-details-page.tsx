import { useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useGoldArea } from '../lib/gold-area';
import { goldPath, goldScreens } from '../lib/gold-routes';
import { readState, sellStateSchema, type SellState } from '../lib/route-state';
import { BankDetailsForm } from './bank-details-form';
import { CancelledTransaction } from './cancelled-transaction';
import { GoldPage } from './gold-page';
import { SellTimer } from './sell-timer';
import '../texts';

/**
 * Bank details of a sell (spec 002 §2, §4): for a borrower without a verified account, the account
 * the sell is paid to, verified before the sell goes on to 'Account to be credited'. Without the
 * sell it follows (a reload) the sell is cancelled.
 */
export function BankDetailsPage() {
  const state = readState(sellStateSchema, useLocation().state);
  if (!state) return <CancelledTransaction to={goldPath(goldScreens.sell)} />;
  return <BankDetails state={state} />;
}

function BankDetails({ state }: { state: SellState }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { userId } = useGoldArea();
  return (
    <GoldPage title={t('gold.bank.title')}>
      <SellTimer state={state} />
      <BankDetailsForm
        userId={userId}
        onVerified={(account) => {
          const next: SellState = { ...state, account };
          void navigate(brand.path(goldPath(goldScreens.verifiedAccount)), { state: next, replace: true });
        }}
      />
    </GoldPage>
  );
}
