import { useTranslation } from '../../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import styles from './shell.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Page title={t('messages.pageNotFound')}>
      <RouterLink to={brand.path('/')} className={styles.lineLink}>
        {t('shell.notFound.home')}
      </RouterLink>
    </Page>
  );
}
