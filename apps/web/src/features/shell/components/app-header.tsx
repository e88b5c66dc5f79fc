import { useTranslation } from '../../../lib/i18n';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { BackIcon } from '../../../components/icons';
import { PlainButton } from '../../../components/ui/button';
import { storeAppUrl } from '../../../config/store-app';
import { useBrand } from '../../../lib/brand-context';
import { useSignedIn } from '../../../lib/use-session';
import { BrandLogo } from './brand-logo';
import styles from './shell.module.css';

/**
 * The app bar: a store-app link for visitors, Logout for a signed-in borrower. The native Android
 * shell draws its own, so it is not rendered there.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const signedIn = useSignedIn();
  const segments = location.pathname.split('/').filter(Boolean);
  const onLanding = segments.length === 0 || (segments.length === 1 && segments[0] === id);

  // With no earlier entry in this tab (a deep link), back means the brand's landing.
  const goBack = () => (location.key === 'default' ? navigate(brand.path('/')) : navigate(-1));

  return (
    <header data-testid="app-bar" className={styles.header}>
      {!onLanding && (
        <PlainButton aria-label={t('shell.header.back')} onClick={goBack} className={styles.back}>
          <BackIcon />
        </PlainButton>
      )}
      <BrandLogo partner={brand.partner} size={36} />
      <span className={styles.brandName}>{brand.partner.displayName}</span>
      {signedIn ? (
        <RouterLink to={brand.path('/logout')}>{t('shell.header.logout')}</RouterLink>
      ) : (
        <a href={storeAppUrl} target="_blank" rel="noopener noreferrer">
          {t('shell.header.getTheApp')}
        </a>
      )}
    </header>
  );
}
