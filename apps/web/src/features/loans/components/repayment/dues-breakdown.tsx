import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { formatMoney, type Paise } from '@kredo/domain/money';
import { FactsTable } from '../../../../components/facts-table';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/**
 * What today's dues are made of (docs/decisions.md 'Allocation, days past due and charges'):
 * principal and interest overdue, penal charges and bounce charges, each on its own line when
 * there is some, so the borrower sees what a charge added; an advance held comes off the total.
 */
export function DuesBreakdown({ options }: { options: RepaymentOptions }) {
  const { t } = useTranslation();
  if (options.dues <= 0) return null;
  const { principal, interest, penal, bounce } = options.duesBreakdown;
  const parts: [string, number][] = [
    [t('loans.repayment.duesPrincipal'), principal],
    [t('loans.repayment.duesInterest'), interest],
    [t('loans.repayment.duesPenal'), penal],
    [t('loans.repayment.duesBounce'), bounce],
  ];
  const rows: [string, string][] = parts
    .filter(([, amount]) => amount > 0)
    .map(([label, amount]) => [label, rupees(amount)]);
  // The dues are net of the advance the borrower paid ahead; the parts are what fell due.
  const advance = principal + interest + penal + bounce - options.dues;
  if (advance > 0) rows.push([t('loans.repayment.advance'), `-${rupees(advance)}`]);
  rows.push([t('loans.repayment.total'), rupees(options.dues)]);
  return <FactsTable label={t('loans.repayment.duesBreakdown')} rows={rows} />;
}
