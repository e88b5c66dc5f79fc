import type { UserLoan } from '@kredo/contract/loans';
import { formatMoney, type Paise } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { FactsTable } from '../../../components/facts-table';
import { useBrand } from '../../../lib/brand-context';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/**
 * A term loan in the list (spec 001 §2.10): its status (underscores as spaces), amount, tenure and
 * EMI start date, and Details, which opens the loan's payment details.
 */
export function LoanCard({ loan }: { loan: UserLoan }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const titleId = useId();
  const detail = loan.state.loan_detail.loanDetail;
  const amount = formatMoney(detail.amount as Paise);
  const lender = loan.lender_info.name;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.card.label', { lender })}
      </Typography>
      <div>
        <Typography component="span" variant="body2" sx={{ mr: 1 }}>
          {t('loans.card.status')}:
        </Typography>
        <Chip size="small" label={t(`loans.statuses.${detail.status}`)} />
      </div>
      <FactsTable
        label={t('loans.card.label', { lender })}
        rows={[
          [t('loans.card.amount'), amount],
          [t('loans.card.tenure'), t('loans.months', { count: detail.tenureMonths })],
          [t('loans.card.emiStartDate'), formatCalendarDate(detail.emiStartDate)],
        ]}
      />
      <Button
        component={RouterLink}
        to={`${brand.path('/loans/details')}?loan_id=${encodeURIComponent(loan.loan_id)}`}
        variant="contained"
        aria-label={t('loans.card.detailsOf', { amount, lender })}
        sx={{ alignSelf: 'stretch', minHeight: 44 }}
      >
        {t('loans.card.details')}
      </Button>
    </Paper>
  );
}
