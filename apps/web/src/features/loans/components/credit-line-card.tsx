import type { UserLoan } from '@kredo/contract/loans';
import { formatMoney } from '@kredo/domain/money';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { FactsTable } from '../../../components/facts-table';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { creditLineFigures, creditLineState } from '../lib/credit-line';
import { LineActions } from './credit-line/line-actions';
import '../texts';

/**
 * A revolving credit line in the list (spec 001 §2.10): its total limit, total outstanding and
 * due date ('5th of every month'), what the borrower can do with it (Repay and Withdraw, or once
 * closed its NOC or customer support), and its details.
 */
export function CreditLineCard({ line }: { line: UserLoan }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const titleId = useId();
  const figures = creditLineFigures(line);
  const state = creditLineState(line);
  const lender = line.lender_info.name;
  const limit = formatMoney(figures.limit);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.creditLine.label', { lender })}
      </Typography>
      <div>
        <Typography component="span" variant="body2" sx={{ mr: 1 }}>
          {t('loans.card.status')}:
        </Typography>
        <Chip
          size="small"
          color={state === 'active' ? 'success' : 'default'}
          label={t(`loans.creditLine.states.${state}`)}
        />
      </div>
      <FactsTable
        label={t('loans.creditLine.label', { lender })}
        rows={[
          [t('loans.creditLine.totalLimit'), limit],
          [t('loans.creditLine.totalOutstanding'), formatMoney(figures.outstanding)],
          [t('loans.creditLine.dueDate'), t('loans.creditLine.dueDay')],
        ]}
      />
      <LineActions line={line} />
      <Button
        component={RouterLink}
        to={`${brand.path('/loans/rloc-details')}?loan_id=${encodeURIComponent(line.loan_id)}`}
        aria-label={t('loans.creditLine.detailsOf', { limit, lender })}
        sx={{ minHeight: 44 }}
      >
        {t('loans.creditLine.details')}
      </Button>
    </Paper>
  );
}
