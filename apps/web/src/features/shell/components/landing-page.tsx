import { defaultPartner } from '@kredo/contract/partners';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import layout from '../../../components/ui/layout.module.css';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { BrandLogo } from './brand-logo';
import styles from './landing.module.css';
import { offerBullets } from './offer-bullets';
import { OfferSlider } from './offer-slider';

/**
 * The brand's logo and name, as the page's title. A partner's page is co-branded: its own logo
 * and name first, then ours, small, as the service behind it.
 */
export function LandingTitle() {
  const { t } = useTranslation();
  const { partner, isPartner } = useBrand();

  useEffect(() => {
    document.title = partner.displayName;
  }, [partner.displayName]);

  return (
    <div className={styles.titleBlock}>
      <div className={styles.title}>
        <BrandLogo partner={partner} size={56} />
        <h1 data-testid="partner-name">{partner.displayName}</h1>
      </div>
      {isPartner && (
        <p className={styles.coBrand} data-testid="co-brand">
          <BrandLogo partner={defaultPartner} size={24} />
          <span>{t('shell.landing.coBrand', { brand: defaultPartner.displayName })}</span>
        </p>
      )}
    </div>
  );
}

/** The brand's offer bullets under 'What you get', from the figures of the products it reaches. */
export function OfferBullets() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  return (
    <section aria-labelledby="offers-heading">
      <h2 id="offers-heading">{t('shell.landing.offersHeading')}</h2>
      <ul className={styles.bullets}>
        {offerBullets(partner, t).map((bullet) => (
          <li key={bullet} className={styles.bullet}>
            <span className={styles.bulletIcon}>
              <CheckIcon size={20} />
            </span>
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type LandingPageProps = {
  /** The region the sign-in feature fills. */
  signIn: ReactNode;
  /** What an example loan costs and who lends it, below the sign-in. */
  loanFacts: ReactNode;
};

/**
 * Renders `children` once the page's first frame has been painted (a timer set from an animation
 * frame runs after that frame's paint), and a box of the given class until then. Only this part
 * renders again, so the rest of the landing (the brand's art) is not drawn twice.
 */
function AfterFirstPaint({ children, pending }: { children: ReactNode; pending: string | undefined }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : <div className={pending} />;
}

/** The logged-out landing of a brand. */
export function LandingPage({ signIn, loanFacts }: LandingPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();

  return (
    <div className={layout.container}>
      <LandingTitle />
      <OfferSlider partner={brand.partner} />
      <OfferBullets />
      <div className={layout.stack}>
        {/* The sign-in region requests its code as it renders: once the title, the slide and its
            caption (the largest paint) are on screen, so that frame neither waits for nor shares
            the network with the form's 60 KB (docs/benchmarks.md). Its place is held meanwhile. */}
        <AfterFirstPaint pending={styles.signInPending}>{signIn}</AfterFirstPaint>
        <RouterLink to={brand.path('/tips')} className={styles.tipsLink}>
          {t('shell.landing.tipsLink')}
        </RouterLink>
        {loanFacts}
      </div>
    </div>
  );
}
