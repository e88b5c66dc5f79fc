import type { UserLoan } from '@kredo/contract/loans';
import { formatMoney } from '@kredo/domain/money';
import { FactsTable } from '../../../../components/facts-table';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import { creditLineFigures } from '../../lib/credit-line';
import '../../texts';

/** The line's figures (spec 001 §2.10 RLOC details): limit, available, outstanding, rate, last day. */
export function LineFacts({ line }: { line: UserLoan }) {
  const { t } = useTranslation();
  const figures = creditLineFigures(line);
  const detail = line.state.loan_detail.loanDetail;
  return (
    <FactsTable
      label={t('loans.creditLine.figures')}
      rows={[
        [t('loans.creditLine.totalLimit'), formatMoney(figures.limit)],
        [t('loans.creditLine.availableLimit'), formatMoney(figures.available)],
        [t('loans.creditLine.outstanding'), formatMoney(figures.outstanding)],
        [
          t('loans.creditLine.interestRate'),
          t('loans.details.interestRate', { percent: detail.interestPercent }),
        ],
        ...(figures.expiresOn
          ? [[t('loans.creditLine.expiresOn'), formatCalendarDate(figures.expiresOn)] as const]
          : []),
      ]}
    />
  );
}
