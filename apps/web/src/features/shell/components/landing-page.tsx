import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link as RouterLink } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import layout from '../../../components/ui/layout.module.css';
import { useBrand } from '../../../lib/brand-context';
import { BrandLogo } from './brand-logo';
import styles from './landing.module.css';
import { OfferSlider } from './offer-slider';

/** The logged-out landing of a brand; `signIn` is the region the sign-in feature fills. */
export function LandingPage({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { partner } = brand;

  useEffect(() => {
    document.title = partner.displayName;
  }, [partner.displayName]);

  return (
    <div className={layout.container}>
      <div className={styles.title}>
        <BrandLogo partner={partner} size={56} />
        <h1 data-testid="partner-name">{partner.displayName}</h1>
      </div>
      <OfferSlider partner={partner} />
      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading">{t('shell.landing.offersHeading')}</h2>
        <ul className={styles.bullets}>
          {partner.offerBullets.map((bullet) => (
            <li key={bullet} className={styles.bullet}>
              <span className={styles.bulletIcon}>
                <CheckIcon size={20} />
              </span>
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className={layout.stack}>
        {signIn}
        <RouterLink to={brand.path('/tips')}>{t('shell.landing.tipsLink')}</RouterLink>
      </div>
    </div>
  );
}
