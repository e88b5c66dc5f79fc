import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../lib/i18n';
import { CashbackList } from './cashback-list';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralTerms } from './referral-terms';
import '../texts';

/**
 * The referral screen (spec 002 §2, route referralLink): the cashback line, the borrower's short
 * link with 'Copy link' ('Share link' in the Android app), what their referrals earned so far,
 * and the terms.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('referral.title')}>
      <Typography sx={{ fontWeight: 600 }}>{t('referral.earn')}</Typography>
      <ReferralLinkCard />
      <Typography>{t('referral.intro')}</Typography>
      <CashbackList />
      <ReferralTerms />
    </Page>
  );
}
