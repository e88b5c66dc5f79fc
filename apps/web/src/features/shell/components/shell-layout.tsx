import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useBrand } from '../../../lib/brand-context';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { OfflineBanner } from './offline-banner';
import styles from './shell.module.css';

const mainId = 'main-content';

/** Banner, header, main and footer landmarks around the current screen. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isNative } = useBrand();
  return (
    <div className={styles.frame}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // The hash router owns the URL fragment; move focus without navigating.
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <OfflineBanner />
      {!isNative && <AppHeader />}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
