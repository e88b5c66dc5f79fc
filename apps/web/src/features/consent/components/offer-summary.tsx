import type { OpportunityDetails } from '@kredo/contract/consent';
import { instalmentFigures } from '@kredo/domain/instalment-figures';
import { formatMoney, type Paise } from '@kredo/domain/money';
import { FactsTable } from '../../../components/facts-table';
import { useTranslation } from '../../../lib/i18n';
import { dueDayText } from '../lib/due-day';
import { CreditLineOfferSummary } from './credit-line-offer';
import '../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/**
 * The approved offer (spec 001 §2.2): amount, tenure with its unit, payment frequency, EMI (and
 * the last EMI where the total's odd paise make it smaller),
 * annual interest, processing fee '+ GST', convenience fee, due day; and from the KFS the APR and
 * the amount the borrower receives.
 */
export function OfferSummary({ opportunity }: { opportunity: OpportunityDetails }) {
  const { t } = useTranslation();
  const line = opportunity.kfs?.creditLine;
  if (opportunity.kfs && line)
    return (
      <CreditLineOfferSummary opportunity={opportunity} line={line} aprPercent={opportunity.kfs.aprPercent} />
    );
  const frequency = opportunity.paymentFrequency;
  // The EMI as the KFS and the loan state it: the schedule's, with the last one where it differs.
  const schedule = opportunity.schedule.map((row) => row.instalment as Paise);
  const figures =
    schedule.length > 0
      ? instalmentFigures(schedule)
      : { emi: opportunity.emiAmount as Paise, lastInstalment: null };
  const emi =
    figures.lastInstalment === null
      ? rupees(figures.emi)
      : t('consent.offer.emiWithLast', { amount: rupees(figures.emi), last: rupees(figures.lastInstalment) });
  const rows: Array<[string, string]> = [
    [t('consent.offer.lender'), opportunity.lenderName],
    [t('consent.offer.amount'), rupees(opportunity.amount)],
    [
      t('consent.offer.tenure'),
      t('consent.offer.tenureValue', {
        count: opportunity.tenureMonths,
        unit: t(`consent.offer.units.${frequency}`),
      }),
    ],
    [t('consent.offer.paymentFrequency'), t(`consent.offer.frequencies.${frequency}`)],
    [t('consent.offer.emi'), emi],
    [t('consent.offer.interest'), t('consent.offer.interestValue', { percent: opportunity.interestPercent })],
    [
      t('consent.offer.processingFee'),
      t('consent.offer.plusGst', { amount: rupees(opportunity.processingFee) }),
    ],
    [
      t('consent.offer.convenienceFee'),
      t('consent.offer.plusGst', { amount: rupees(opportunity.convenienceFee) }),
    ],
    [t('consent.offer.dueDay'), dueDayText(t, opportunity.dueDayOfMonth)],
  ];
  if (opportunity.kfs) {
    rows.push(
      [t('consent.offer.apr'), t('consent.offer.aprValue', { percent: opportunity.kfs.aprPercent })],
      [t('consent.offer.netDisbursed'), rupees(opportunity.kfs.netDisbursed)],
      [t('consent.offer.totalRepayable'), rupees(opportunity.kfs.totalRepayable)],
    );
  }
  return <FactsTable label={t('consent.details.summary')} rows={rows} />;
}
