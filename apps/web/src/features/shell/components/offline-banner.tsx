import { useTranslation } from '../../../lib/i18n';
import { classNames } from '../../../components/ui/class-names';
import { useConnectionNotice } from '../hooks/use-connection-notice';
import styles from './shell.module.css';

/** Always in the page so screen readers announce the change when the text appears. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const notice = useConnectionNotice();
  const offline = notice === 'offline';

  return (
    <div role="status" aria-live="polite" className={styles.connection}>
      {notice !== 'none' && (
        <div className={classNames(styles.connectionNotice, offline ? styles.offline : styles.online)}>
          {offline ? t('messages.youAreOffline') : t('messages.youAreBackOnline')}
        </div>
      )}
    </div>
  );
}
