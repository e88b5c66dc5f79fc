import type { UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useRepaymentOptions } from '../../api/get-repayment-options';
import { mandateDebitsOver } from '../../lib/loan-notices';
import '../../texts';

/**
 * Where the mandate's status goes on an open loan's details: the status bar (`bar`, the spec's
 * words: 'keep sufficient balance' once active), unless the loan has matured or is overdue with
 * its due dates behind it and no debit being presented; then the mandate takes nothing more and
 * the borrower is told to pay the dues in the app. Nothing while that is still being read.
 */
export function MandateCollection({ loan, today, bar }: { loan: UserLoan; today: IsoDate; bar: ReactNode }) {
  const { t } = useTranslation();
  const options = useRepaymentOptions(loan.loan_id);
  // A failed read is taken as no debit in process: paying in the app is right either way.
  const inProcess = options.isPending ? undefined : (options.data?.nachPresentationInProcess ?? false);
  const over = mandateDebitsOver(loan, today, inProcess);
  if (over === undefined) return null;
  if (!over) return bar;
  return (
    <Alert severity="warning" role="status" aria-label={t('loans.details.mandate.label')}>
      <Typography variant="body2">{t('loans.details.mandate.payInApp')}</Typography>
    </Alert>
  );
}
