import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import { SnackbarContext, snackbarDurationMs, type SnackbarMessage } from './snackbar-context';

type Shown = SnackbarMessage & { key: number };

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | undefined>();
  const [open, setOpen] = useState(false);

  const show = useCallback((message: SnackbarMessage) => {
    setShown({ ...message, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <SnackbarContext value={show}>
      {children}
      <Snackbar
        key={shown?.key}
        open={open}
        autoHideDuration={snackbarDurationMs}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={shown?.severity ?? 'info'} onClose={() => setOpen(false)} sx={{ width: '100%', boxShadow: 3 }}>
          {shown?.text}
        </Alert>
      </Snackbar>
    </SnackbarContext>
  );
}
