import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../lib/i18n';
import '../texts';
import { WithdrawOffer } from './withdraw-offer';

/**
 * The repayment step (spec 001 §2.6). Mandate registration is not offered yet: the screen says
 * where the borrower stands and offers nothing it cannot do, bar taking the offer back before the
 * payout.
 */
export function RepayPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('consent.repay.title')}>
      <Typography>{t('consent.repay.body')}</Typography>
      <Typography>{t('consent.repay.next')}</Typography>
      <WithdrawOffer />
    </Page>
  );
}
