import type { InsuranceOrder } from '@kredo/contract/insurance';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { reportingRefusal, useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useCancelInsuranceOrder } from '../api/cancel-order';
import '../texts';

/**
 * 'Cancel policy' within the free look period (our reading of IRDAI's 30 days from receipt): a
 * confirm step, then the server's cancellation and refund; a refusal is the server's words.
 */
export function CancelPolicy({ order }: { order: InsuranceOrder }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const showSnackbar = useSnackbar();
  const reportRefusal = useReportRefusal();
  const cancel = useCancelInsuranceOrder();

  async function confirm() {
    try {
      await cancel.mutateAsync({ orderId: order.orderId });
      setOpen(false);
      showSnackbar({ severity: 'success', text: t('messages.insuranceCancelled') });
    } catch (error) {
      setOpen(false);
      reportingRefusal(reportRefusal)(error);
    }
  }

  return (
    <>
      <Button color="error" size="large" onClick={() => setOpen(true)}>
        {t('insurance.orders.cancel.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>{t('insurance.orders.cancel.title')}</DialogTitle>
        <DialogContent>
          <Typography>{t('insurance.orders.cancel.body')}</Typography>
          {order.freeLookEndsAt && (
            <Typography sx={{ mt: 1 }}>
              {t('insurance.orders.cancel.until', { time: formatDateTime(order.freeLookEndsAt) })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button size="large" onClick={() => setOpen(false)}>
            {t('insurance.orders.cancel.keep')}
          </Button>
          <Button
            size="large"
            color="error"
            variant="contained"
            loading={cancel.isPending}
            onClick={() => void confirm()}
          >
            {t('insurance.orders.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
