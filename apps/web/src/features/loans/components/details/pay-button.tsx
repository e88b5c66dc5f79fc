import type { UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation } from '../../../../lib/i18n';
import { useRepaymentOptions } from '../../api/get-repayment-options';
import { needsPayConfirmation } from '../../lib/pay-confirmation';
import '../../texts';

/**
 * Pay (spec 001 §4.9): straight to the repayment screen, unless the upcoming EMI is 0 to 2 days
 * away and its NACH debit is already being presented; then a modal says so (any excess is
 * refunded) and offers 'I wish to pay' or 'Cancel'.
 */
export function PayButton({ loan, today }: { loan: UserLoan; today: IsoDate }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const options = useRepaymentOptions(loan.loan_id);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  const toRepayment = () =>
    void navigate(`${brand.path('/repayment')}?loan_id=${encodeURIComponent(loan.loan_id)}`);

  function pay() {
    const ask = needsPayConfirmation({
      schedule: loan.repayment_schedules,
      today,
      // Unknown until the options arrive: the repayment screen reads them again anyway.
      nachPresentationInProcess: options.data?.nachPresentationInProcess ?? false,
    });
    if (ask) setAsking(true);
    else toRepayment();
  }

  return (
    <>
      <Button variant="contained" size="large" onClick={pay} sx={{ minHeight: 48 }}>
        {t('loans.details.pay')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <DialogTitle id={titleId}>{t('loans.details.payConfirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{t('loans.details.payConfirm.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            {t('loans.details.payConfirm.cancel')}
          </Button>
          <Button variant="contained" onClick={toRepayment}>
            {t('loans.details.payConfirm.pay')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
