import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

/**
 * What a part prepayment does, under its amount: the dues it pays first (or that all of it goes
 * to principal), and that the running month's interest stays in the next EMI.
 */
export function PrepaymentTerms({ prepayment }: { prepayment: RepaymentOptions['prepayment'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2">
        {prepayment.duesFirst > 0
          ? t('loans.repayment.prepaymentDuesFirst', { amount: formatMoney(prepayment.duesFirst as Paise) })
          : t('loans.repayment.prepaymentAllToPrincipal')}
      </Typography>
      <Typography variant="body2">{t('loans.repayment.prepaymentInterest')}</Typography>
    </>
  );
}
