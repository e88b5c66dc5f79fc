import type { UserLoan } from '@kredo/contract/loans';
import { instalmentFigures } from '@kredo/domain/instalment-figures';
import { formatMoney, type Paise } from '@kredo/domain/money';
import { FactsTable } from '../../../../components/facts-table';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/**
 * The details card: amount, tenure, interest, EMI (and the last EMI where it differs), the total
 * the schedule in force repays (while the loan is open), processing fee with its GST, disbursal
 * date.
 */
export function LoanFacts({
  detail,
  schedule,
  closed = false,
}: {
  detail: UserLoan['state']['loan_detail']['loanDetail'];
  schedule: UserLoan['repayment_schedules'];
  /** A closed loan repaid what it owed: the schedule's total would read as what was paid. */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  const amounts = schedule.map((row) => row.amount);
  const figures =
    amounts.every((amount) => amount !== undefined) && amounts.length > 0
      ? instalmentFigures(amounts as Paise[])
      : null;
  const emi = figures?.emi ?? detail.emiAmount;
  return (
    <FactsTable
      label={t('loans.details.facts')}
      rows={[
        [t('loans.details.amount'), rupees(detail.amount)],
        [t('loans.details.tenure'), t('loans.months', { count: detail.tenureMonths })],
        [t('loans.details.interest'), t('loans.details.interestRate', { percent: detail.interestPercent })],
        [
          t('loans.details.emi'),
          figures?.lastInstalment
            ? t('loans.details.emiWithLast', { amount: rupees(emi), last: rupees(figures.lastInstalment) })
            : rupees(emi),
        ],
        ...(figures && !closed
          ? [[t('loans.details.totalRepayment'), rupees(figures.total)] as [string, string]]
          : []),
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
