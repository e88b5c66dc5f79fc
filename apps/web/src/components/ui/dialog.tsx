import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

type DialogProps = {
  open: boolean;
  /** Escape, or the dialog's own cancel button. */
  onClose: () => void;
  title: ReactNode;
  /** The dialog's text or form; `actions` go in the row at its foot. */
  children: ReactNode;
  actions?: ReactNode;
};

/**
 * A native modal <dialog>: the browser traps focus inside it, returns focus when it closes and
 * makes the rest of the page inert. Escape calls `onClose`.
 */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

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
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.body}>
            <h2 id={`${id}-title`}>{title}</h2>
            {children}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </dialog>
  );
}
