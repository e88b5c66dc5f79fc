import { representativeLoan } from '@kredo/contract/lenders';
import { formatBasisPointsAsPercent, formatMoney } from '@kredo/domain/money';
import { useMemo } from 'react';
import layout from '../../../components/ui/layout.module.css';
import { useTranslation } from '../../../lib/i18n';
import styles from './loan-facts.module.css';
import { sampleLoanCost } from './sample-loan-cost';

/**
 * What an example loan costs, every figure computed from the advertised terms by the same loan
 * maths an offer is priced with: the representative example with its APR that a digital lender
 * shows before anyone applies, both fees every offer charges included, as its KFS would state it.
 */
export function SampleLoanCostCard() {
  const { t } = useTranslation();
  const cost = useMemo(() => sampleLoanCost(representativeLoan), []);
  const instalment =
    cost.lastInstalment === null
      ? formatMoney(cost.emi)
      : t('shell.loanFacts.instalmentWithLast', {
          amount: formatMoney(cost.emi),
          last: formatMoney(cost.lastInstalment),
        });
  const rows: Array<[string, string]> = [
    [t('shell.loanFacts.principal'), formatMoney(cost.principal)],
    [t('shell.loanFacts.tenure'), t('shell.loanFacts.tenureMonths', { count: cost.tenureMonths })],
    [
      t('shell.loanFacts.interest'),
      t('shell.loanFacts.interestFlat', { rate: formatBasisPointsAsPercent(cost.monthlyFlatRate) }),
    ],
    [
      t('shell.loanFacts.processingFee'),
      t('shell.loanFacts.feeWithGst', {
        fee: formatMoney(cost.processingFee),
        gst: formatMoney(cost.processingFeeGst),
      }),
    ],
    [
      t('shell.loanFacts.convenienceFee'),
      t('shell.loanFacts.feeWithGst', {
        fee: formatMoney(cost.convenienceFee),
        gst: formatMoney(cost.convenienceFeeGst),
      }),
    ],
    [t('shell.loanFacts.disbursed'), formatMoney(cost.disbursed)],
    [t('shell.loanFacts.instalment'), instalment],
    [t('shell.loanFacts.totalInterest'), formatMoney(cost.totalInterest)],
    [t('shell.loanFacts.totalRepayable'), formatMoney(cost.totalRepayable)],
    [
      t('shell.loanFacts.apr'),
      t('shell.loanFacts.percent', { rate: formatBasisPointsAsPercent(cost.annualPercentageRate) }),
    ],
  ];

  return (
    <section aria-labelledby="sample-loan-heading" className={layout.card}>
      <h2 id="sample-loan-heading" className={styles.heading}>
        {t('shell.loanFacts.sampleHeading')}
      </h2>
      <p>
        {t('shell.loanFacts.sampleIntro', {
          amount: formatMoney(cost.principal),
          months: cost.tenureMonths,
        })}
      </p>
      <dl className={styles.figures}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={layout.secondaryText}>{t('shell.loanFacts.aprNote')}</p>
    </section>
  );
}
