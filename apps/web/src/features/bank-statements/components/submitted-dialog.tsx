import { messages } from '@kredo/contract/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The popup after completing (spec 000 §4.8). */
export function SubmittedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="statement-submitted-title">
      <DialogTitle id="statement-submitted-title">{messages.statementFileUploaded}</DialogTitle>
      <DialogContent>
        <DialogContentText>{messages.statementSubmitted}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
