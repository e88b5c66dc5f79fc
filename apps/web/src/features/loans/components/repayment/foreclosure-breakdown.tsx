import type { RepaymentOptions } from '@kredo/contract/loan-payments';
import { formatMoney, type Paise } from '@kredo/domain/money';
import { FactsTable } from '../../../../components/facts-table';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/** What today's foreclosure quote is made of; an advance already paid comes off the total. */
export function ForeclosureBreakdown({ quote }: { quote: RepaymentOptions['foreclosure'] }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('loans.repayment.principal'), rupees(quote.principal)],
    [t('loans.repayment.interest'), rupees(quote.interest)],
    [t('loans.repayment.charges'), rupees(quote.charges)],
  ];
  if (quote.advance > 0) rows.push([t('loans.repayment.advance'), `-${rupees(quote.advance)}`]);
  rows.push([t('loans.repayment.total'), rupees(quote.total)]);
  return <FactsTable label={t('loans.repayment.breakdown')} rows={rows} />;
}
