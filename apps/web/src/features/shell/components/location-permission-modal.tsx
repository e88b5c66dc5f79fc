import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/layout.module.css';

type LocationPermissionModalProps = { open: boolean; onDeny: () => void; onAccept: () => void };

/**
 * Asks before the browser's own location prompt (spec 000 §2.2 item 6). Sign-in shows it when the
 * permission state is 'prompt'; Escape denies.
 */
export function LocationPermissionModal({ open, onDeny, onAccept }: LocationPermissionModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onDeny}
      title={t('shell.location.title')}
      actions={
        <>
          <Button variant="text" onClick={onDeny}>
            {t('shell.location.deny')}
          </Button>
          <Button onClick={onAccept}>{t('shell.location.accept')}</Button>
        </>
      }
    >
      <p className={layout.secondaryText}>{t('shell.location.body')}</p>
    </Dialog>
  );
}
