import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { snackbarDurationMs, type SnackbarMessage } from './snackbar-context';

type ToastProps = { message: SnackbarMessage; open: boolean; onClose: () => void };

export default function Toast({ message, open, onClose }: ToastProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={snackbarDurationMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={message.severity ?? 'info'} onClose={onClose} sx={{ width: '100%', boxShadow: 3 }}>
        {message.text}
      </Alert>
    </Snackbar>
  );
}
