import type { KfsSummary, OpportunityDetails } from '@kredo/contract/consent';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FactsTable } from '../../../components/facts-table';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import { dueDayText } from '../lib/due-day';
import '../texts';

type CreditLineKfs = NonNullable<KfsSummary['creditLine']>;

const rupees = (amount: number) => formatMoney(amount as Paise);
const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');

const amount = { whiteSpace: 'nowrap' } as const;
const small = { ...amount, display: 'block', color: 'text.secondary', fontSize: '0.75rem' } as const;

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
      <TableContainer
        sx={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-labelledby="line-illustration"
      >
        <Table
          size="small"
          aria-labelledby="line-illustration"
          sx={{ '& th, & td': { px: 1, py: 0.75, verticalAlign: 'top' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('consent.schedule.dueDate')}</TableCell>
              <TableCell align="right">
                {t('consent.line.illustration.bill')}
                <Typography component="span" sx={small}>
                  {t('consent.schedule.principal')}
                </Typography>
                <Typography component="span" sx={small}>
                  {t('consent.schedule.plusInterest')}
                </Typography>
                <Typography component="span" sx={small}>
                  {t('consent.line.illustration.plusCharges')}
                </Typography>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {illustration.bills.map((bill) => (
              <TableRow key={bill.dueDate}>
                <TableCell component="th" scope="row">
                  {formatCalendarDate(bill.dueDate)}
                </TableCell>
                <TableCell align="right">
                  <Typography component="span" variant="body2" sx={{ ...amount, fontWeight: 600 }}>
                    {rupees(bill.total)}
                  </Typography>
                  <Typography component="span" sx={small}>
                    {rupees(bill.principal)}
                  </Typography>
                  <Typography component="span" sx={small}>
                    {t('consent.schedule.plus', { amount: rupees(bill.interest) })}
                  </Typography>
                  <Typography component="span" sx={small}>
                    {t('consent.schedule.plus', { amount: rupees(bill.charges) })}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
