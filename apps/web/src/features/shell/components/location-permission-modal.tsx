import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './location-permission-modal.module.css';

type LocationPermissionModalProps = { open: boolean; onDeny: () => void; onAccept: () => void };

/**
 * Asks before the browser's own location prompt (spec 000 §2.2 item 6). Sign-in shows it when the
 * permission state is 'prompt'. A native modal <dialog>: focus is trapped and returned by the
 * browser, and Escape denies.
 */
export function LocationPermissionModal({ open, onDeny, onAccept }: LocationPermissionModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="location-permission-title"
      aria-describedby="location-permission-text"
      onCancel={(event) => {
        event.preventDefault();
        onDeny();
      }}
    >
      {open && (
        <>
          <div className={styles.body}>
            <h2 id="location-permission-title">{t('shell.location.title')}</h2>
            <p id="location-permission-text" className={styles.text}>
              {t('shell.location.body')}
            </p>
          </div>
          <div className={styles.actions}>
            <Button variant="text" onClick={onDeny}>
              {t('shell.location.deny')}
            </Button>
            <Button onClick={onAccept}>{t('shell.location.accept')}</Button>
          </div>
        </>
      )}
    </dialog>
  );
}
