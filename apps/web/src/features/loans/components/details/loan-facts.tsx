import type { UserLoan } from '@kredo/contract/loans';
import { formatMoney, type Paise } from '@kredo/domain/money';
import { FactsTable } from '../../../../components/facts-table';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/** The details card: amount, tenure, interest, EMI, processing fee with its GST, disbursal date. */
export function LoanFacts({ detail }: { detail: UserLoan['state']['loan_detail']['loanDetail'] }) {
  const { t } = useTranslation();
  return (
    <FactsTable
      label={t('loans.details.facts')}
      rows={[
        [t('loans.details.amount'), rupees(detail.amount)],
        [t('loans.details.tenure'), t('loans.months', { count: detail.tenureMonths })],
        [t('loans.details.interest'), t('loans.details.interestRate', { percent: detail.interestPercent })],
        [t('loans.details.emi'), rupees(detail.emiAmount)],
        [
          t('loans.details.processingFee'),
          t('loans.details.plusGst', {
            fee: rupees(detail.processingFee),
            gst: rupees(detail.processingFeeGst),
          }),
        ],
        [t('loans.details.disbursalDate'), formatCalendarDate(detail.disbursalDate)],
      ]}
    />
  );
}
