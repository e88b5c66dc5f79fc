import type { KfsSummary, OpportunityDetails } from '@kredo/contract/consent';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Typography from '@mui/material/Typography';
import { FactsTable } from '../../../components/facts-table';
import { useTranslation } from '../../../lib/i18n';
import { dueDayText } from '../lib/due-day';
import { DatedAmountsTable } from './dated-amounts-table';
import '../texts';

type CreditLineKfs = NonNullable<KfsSummary['creditLine']>;

const rupees = (amount: number) => formatMoney(amount as Paise);
const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');

/**
 * A credit line's offer as its KFS states it: the limit and how long it may be drawn, interest only
 * on what is drawn, the processing fee in the first bill, the fee on each withdrawal, the bill and
 * due days, and the APR of the illustration below. No EMI: a line has no instalments.
 */
export function CreditLineOfferSummary({
  opportunity,
  line,
  aprPercent,
}: {
  opportunity: OpportunityDetails;
  line: CreditLineKfs;
  aprPercent: string;
}) {
  const { t } = useTranslation();
  const fee = line.convenienceFee;
  const rows: Array<[string, string]> = [
    [t('consent.offer.lender'), opportunity.lenderName],
    [t('consent.line.limit'), rupees(line.limit)],
    [t('consent.line.period'), t('consent.line.periodValue', { count: line.tenureMonths })],
    [t('consent.line.interest'), t('consent.line.interestValue', { percent: percent(line.annualRateBp) })],
    [
      t('consent.offer.processingFee'),
      t('consent.line.processingFeeValue', { amount: rupees(line.processingFee) }),
    ],
    [
      t('consent.offer.convenienceFee'),
      fee.kind === 'percent'
        ? t('consent.line.convenienceFeePercent', {
            percent: percent(fee.rateBp ?? 0),
            minimum: rupees(fee.minimum ?? 0),
          })
        : t('consent.line.convenienceFeeFixed', { amount: rupees(fee.amount ?? 0) }),
    ],
    [t('consent.line.billDay'), dueDayText(t, line.billDay)],
    [t('consent.offer.dueDay'), dueDayText(t, line.dueDay)],
    [t('consent.line.apr'), t('consent.offer.aprValue', { percent: aprPercent })],
  ];
  return <FactsTable label={t('consent.details.summary')} rows={rows} />;
}

/**
 * The KFS's illustration: the whole limit drawn today and each bill paid on its due date, a row per
 * bill (its total, with the principal, interest and fees beneath it), then what is repaid in all.
 */
export function CreditLineIllustration({ line }: { line: CreditLineKfs }) {
  const { t } = useTranslation();
  const { illustration } = line;
  return (
    <section aria-labelledby="line-illustration">
      <Typography variant="h2" id="line-illustration">
        {t('consent.line.illustration.title')}
      </Typography>
      <Typography variant="body2">
        {t('consent.line.illustration.intro', { amount: rupees(illustration.drawn) })}
      </Typography>
      <DatedAmountsTable
        labelledBy="line-illustration"
        headings={{
          date: t('consent.schedule.dueDate'),
          amount: t('consent.line.illustration.bill'),
          parts: [
            t('consent.schedule.principal'),
            t('consent.schedule.plusInterest'),
            t('consent.line.illustration.plusCharges'),
          ],
        }}
        rows={illustration.bills.map((bill) => ({
          key: bill.dueDate,
          date: bill.dueDate,
          total: bill.total,
          parts: [
            rupees(bill.principal),
            t('consent.schedule.plus', { amount: rupees(bill.interest) }),
            t('consent.schedule.plus', { amount: rupees(bill.charges) }),
          ],
        }))}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('consent.line.illustration.totals', {
          total: rupees(illustration.totalPayable),
          interest: rupees(illustration.totalInterest),
          charges: rupees(illustration.totalCharges),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('consent.line.illustration.note')}
      </Typography>
    </section>
  );
}
