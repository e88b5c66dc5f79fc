import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type LocationPermissionModalProps = { open: boolean; onDeny: () => void; onAccept: () => void };

/**
 * Asks before the browser's own location prompt (spec 000 §2.2 item 6). Sign-in shows it when the
 * permission state is 'prompt'. Its Dialog and Buttons add about 20 KB gzip, more than the
 * landing's first-visit budget has left, so it is loaded with React.lazy where it is shown
 * (app/first-visit.test.ts fails if the first visit imports it statically).
 */
export function LocationPermissionModal({ open, onDeny, onAccept }: LocationPermissionModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onDeny}
      aria-labelledby="location-permission-title"
      aria-describedby="location-permission-text"
    >
      <DialogTitle id="location-permission-title">{t('shell.location.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="location-permission-text">{t('shell.location.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDeny}>{t('shell.location.deny')}</Button>
        <Button variant="contained" onClick={onAccept}>
          {t('shell.location.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
