import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { PlainButton } from '../ui/button';
import { classNames } from '../ui/class-names';
import { SnackbarContext, snackbarDurationMs, type SnackbarMessage } from './snackbar-context';
import styles from './snackbar.module.css';

type Shown = SnackbarMessage & { key: number };

/**
 * One toast at a time at the foot of the screen, for 5 s or until closed. Errors are announced
 * at once (role alert), other toasts politely.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | undefined>();
  const show = useCallback((message: SnackbarMessage) => setShown({ ...message, key: Date.now() }), []);
  const close = useCallback(() => setShown(undefined), []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(close, snackbarDurationMs);
    return () => clearTimeout(timer);
  }, [shown, close]);

  return (
    <SnackbarContext value={show}>
      {children}
      {shown && <Toast key={shown.key} message={shown} onClose={close} />}
    </SnackbarContext>
  );
}

function Toast({ message, onClose }: { message: SnackbarMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const severity = message.severity ?? 'info';
  return (
    <div className={styles.region}>
      <div
        role={severity === 'error' ? 'alert' : 'status'}
        data-severity={severity}
        className={classNames(styles.toast, styles[severity])}
      >
        <p className={styles.message}>{message.text}</p>
        <PlainButton aria-label={t('shell.close')} onClick={onClose} className={styles.close}>
          ×
        </PlainButton>
      </div>
    </div>
  );
}
