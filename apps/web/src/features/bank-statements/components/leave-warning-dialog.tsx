import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

type LeaveWarningDialogProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** Asked on Android when the borrower goes back before submitting a statement (spec 000 §8). */
export function LeaveWarningDialog({ open, onStay, onLeave }: LeaveWarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="statement-leave-title">
      <DialogTitle id="statement-leave-title">{t('messages.statementLeaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('messages.statementLeaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave}>{t('bankStatements.leave')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('bankStatements.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
