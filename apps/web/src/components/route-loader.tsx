import { useTranslation } from '../lib/i18n';
import { loadedPartnerArt } from '../config/partner-art/load-partner-art';
import { RingLoader } from '../config/partner-art/templates/loader';
import { useBrand } from '../lib/brand-context';
import styles from './route-loader.module.css';

/** Shown while a screen's code or data arrives: the brand's loader image, in its colours. */
export function RouteLoader() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  const Loader = loadedPartnerArt(partner.id)?.Loader ?? RingLoader;
  return (
    <div role="status" aria-label={t('shell.loading')} className={styles.loader}>
      <Loader colors={partner.colors} />
    </div>
  );
}
