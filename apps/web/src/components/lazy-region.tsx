import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from '../lib/i18n';
import styles from './lazy-region.module.css';
import { RouteLoader } from './route-loader';
import { PlainButton } from './ui/button';

/** What the region is handed; the downloaded component may ignore it. */
type RegionProps = { onRetry: () => void };
type Load = () => Promise<{ default: ComponentType<RegionProps> }>;
type Region = LazyExoticComponent<ComponentType<RegionProps>>;

// A failed download becomes a retry notice rather than a thrown error: thrown, it would replace
// the whole screen through the route's error boundary.
function lazyRegion(load: Load): Region {
  return lazy(() => load().catch(() => ({ default: DownloadFailed })));
}

/**
 * A part of a screen in a chunk of its own, downloaded while the rest of the screen renders. If
 * the download fails the rest of the screen stays usable, and the region offers to try again,
 * which it also does when the connection comes back.
 */
export function LazyRegion({ load }: { load: Load }) {
  const [Region, setRegion] = useState<Region>(() => lazyRegion(load));
  const retry = useCallback(() => setRegion(() => lazyRegion(load)), [load]);

  return (
    <Suspense fallback={<RouteLoader />}>
      <Region onRetry={retry} />
    </Suspense>
  );
}

function DownloadFailed({ onRetry }: RegionProps) {
  const { t } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div role="alert" className={styles.failed}>
      <p>{t('messages.genericRequestFailure')}</p>
      <PlainButton onClick={onRetry} className={styles.retry}>
        {t('shell.tryAgain')}
      </PlainButton>
    </div>
  );
}
