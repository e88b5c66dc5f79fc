import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { SnackbarContext, type SnackbarMessage } from './snackbar-context';

// MUI's Snackbar and its transitions load with the first toast, not with the landing.
const Toast = lazy(() => import('./toast'));

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
      {shown && (
        <Suspense fallback={null}>
          <Toast key={shown.key} message={shown} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </SnackbarContext>
  );
}
