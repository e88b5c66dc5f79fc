import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useConfirmSell } from '../api/confirm-sell';
import { maskAccount, verifiedAccountOf } from '../lib/account';
import { useGoldArea } from '../lib/gold-area';
import { goldPath, goldScreens, orderSuccessPath } from '../lib/gold-routes';
import { readState, sellStateSchema, type SellAccount, type SellState } from '../lib/route-state';
import { CancelledTransaction } from './cancelled-transaction';
import { GoldPage } from './gold-page';
import { SellTimer } from './sell-timer';
import '../texts';

const sellPath = goldPath(goldScreens.sell);

/**
 * 'Account to be credited' (spec 002 §2, §4): the verified account a sell is paid to, its number
 * masked to its last digits, and 'CONFIRM', which sells the order's gold to it. The sell's
 * transaction leads to 'Order Successful', or when it failed to 'Order Unsuccessful'; a quote
 * that ran out says 'Gold price may change' and returns to Sell. Without the sell (a reload) it
 * is cancelled.
 */
export function VerifiedAccountPage() {
  const { user } = useGoldArea();
  const state = readState(sellStateSchema, useLocation().state);
  const account = state?.account ?? (user ? verifiedAccountOf(user.bankAccountDetails) : undefined);
  if (!state || !account) return <CancelledTransaction to={sellPath} />;
  return <VerifiedAccount state={state} account={account} />;
}

function VerifiedAccount({ state, account }: { state: SellState; account: SellAccount }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const { user } = useGoldArea();
  const sell = useConfirmSell();

  async function confirm() {
    if (!user) return;
    try {
      const order = await sell.mutateAsync({
        account_number: account.accountNumber,
        ifsc: account.ifsc,
        txn_id: state.order.txn_id,
        customer_name: account.beneficiaryName || user.name,
        vendor_id: user.vendor_id,
        bank_name: account.bankName,
      });
      const next =
        order.status === 'FAILED'
          ? goldPath(goldScreens.orderFail)
          : orderSuccessPath({ txnId: order.transaction_id, type: order.type });
      void navigate(brand.path(next), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.code === 'GOLD_QUOTE_EXPIRED') {
        showSnackbar({ severity: 'warning', text: t('messages.goldPriceMayChange') });
        void navigate(brand.path(sellPath), { replace: true });
      } else void navigate(brand.path(goldPath(goldScreens.orderFail)), { replace: true });
    }
  }

  return (
    <GoldPage title={t('gold.verifiedAccount.title')}>
      <SellTimer state={state} />
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('gold.verifiedAccount.account')}
        sx={{ p: 2 }}
      >
        <Typography variant="h2" component="p">
          {maskAccount(account.accountNumber)}
        </Typography>
        <Typography>{account.bankName}</Typography>
        <Typography variant="body2">{t('gold.verifiedAccount.ifsc', { ifsc: account.ifsc })}</Typography>
      </Paper>
      <Button
        variant="contained"
        size="large"
        loading={sell.isPending || sell.isSuccess}
        onClick={() => void confirm()}
      >
        {t('gold.verifiedAccount.confirm')}
      </Button>
      <Typography variant="body2">
        {t('gold.verifiedAccount.help')}{' '}
        <Link href={`mailto:${brand.partner.supportEmail}`}>{brand.partner.supportEmail}</Link>
      </Typography>
    </GoldPage>
  );
}
