import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** The popup after completing (spec 000 §4.8). */
export function SubmittedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="statement-submitted-title">
      <DialogTitle id="statement-submitted-title">{t('messages.statementFileUploaded')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('messages.statementSubmitted')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('bankStatements.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
