import { formatMoney, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { FactsTable } from '../../../../components/facts-table';
import { useBrand } from '../../../../lib/brand-context';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import { useRepaymentOptions } from '../../api/get-repayment-options';
import '../../texts';

const rupees = (amount: number) => formatMoney(amount as Paise);

/**
 * While the loan's cooling-off period runs (docs/decisions.md 'Cooling-off exit'), the way out:
 * until its last day, what was paid to the borrower plus the APR's cost for the days held, no
 * penalty and no processing fee, and a button to the repayment screen with the exit chosen.
 * Shown only for an open loan: the repayment options it reads are an open loan's.
 */
export function CoolingOffExit({ loanId }: { loanId: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const titleId = useId();
  const quote = useRepaymentOptions(loanId).data?.coolingOff;
  if (!quote) return null;

  const exit = () =>
    void navigate(`${brand.path('/repayment')}?loan_id=${encodeURIComponent(loanId)}&purpose=COOLING_OFF`);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, borderColor: 'primary.main' }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.details.coolingOff.title', { lastDay: formatCalendarDate(quote.lastDay) })}
      </Typography>
      <Typography>{t('loans.details.coolingOff.body', { amount: rupees(quote.total) })}</Typography>
      <FactsTable
        label={t('loans.details.coolingOff.breakdown')}
        rows={[
          [t('loans.details.coolingOff.paidToYou'), rupees(quote.principal)],
          [t('loans.details.coolingOff.cost', { count: quote.days }), rupees(quote.cost)],
          [t('loans.details.coolingOff.total'), rupees(quote.total)],
        ]}
      />
      <Button variant="outlined" size="large" onClick={exit} sx={{ minHeight: 48 }}>
        {t('loans.details.coolingOff.exit')}
      </Button>
    </Paper>
  );
}
