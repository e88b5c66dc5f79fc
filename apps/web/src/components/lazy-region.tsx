import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
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

type LazyRegionProps = {
  load: Load;
  /**
   * For a region below the fold: downloaded only when it comes near the viewport, so a first
   * visit does not pay for what the borrower may never scroll to.
   */
  whenNear?: boolean;
  /**
   * The height (px) the region is expected to take, held while it downloads so nothing below it
   * jumps when it arrives (and a deferred region further down is not brought near meanwhile).
   */
  reserve?: number;
};

/** How close (px) a deferred region comes to the viewport before its download starts. */
const nearMargin = '100px';

/**
 * A part of a screen in a chunk of its own, downloaded while the rest of the screen renders (or
 * once scrolled near, with `whenNear`). If the download fails the rest of the screen stays
 * usable, and the region offers to try again, which it also does when the connection comes back.
 */
export function LazyRegion({ load, whenNear = false, reserve }: LazyRegionProps) {
  const [near, setNear] = useState(() => !whenNear || typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  const [Region, setRegion] = useState<Region>(() => lazyRegion(load));
  const retry = useCallback(() => setRegion(() => lazyRegion(load)), [load]);

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={marker} className={styles.deferred} />;

  return (
    <Suspense
      fallback={
        <div style={{ minHeight: reserve }}>
          <RouteLoader />
        </div>
      }
    >
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
