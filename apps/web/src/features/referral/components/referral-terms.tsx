import { lenders } from '@kredo/contract/lenders';
import { formatMoney } from '@kredo/domain/money';
import { referralCashbackRule } from '@kredo/domain/referral';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

const termKeys = ['amount', 'who', 'when', 'noAccount', 'cancelled', 'lenders'] as const;

/**
 * The referral's terms: how the cashback is reckoned (the domain's rule, so the screen and the
 * ledger agree), who counts, when and where it is paid, and who lends, so that the offer cannot
 * mislead (Digital Lending Directions: lenders named, no misleading marketing).
 */
export function ReferralTerms() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  const values = {
    share: referralCashbackRule.shareOfPrincipal / 100,
    cap: formatMoney(referralCashbackRule.cap),
    brand: partner.displayName,
    lenders: lenders.map((lender) => lender.name).join(', '),
  };
  return (
    <section aria-labelledby="referral-terms-heading">
      <Typography id="referral-terms-heading" variant="h2">
        {t('referral.terms.title')}
      </Typography>
      <Typography component="ol" variant="body2" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 0.75 }}>
        {termKeys.map((key) => (
          <li key={key}>{t(`referral.terms.${key}`, values)}</li>
        ))}
      </Typography>
    </section>
  );
}
