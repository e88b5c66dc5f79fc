import { findLender } from '@kredo/contract/lenders';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import layout from '../../../components/ui/layout.module.css';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import LoanFacts from '../loan-facts/loan-facts';
import { LandingTitle, OfferBullets } from './landing-page';
import styles from './landing.module.css';

const testimonials = ['priya', 'rahul', 'farhan'] as const;

/**
 * The marketing login at `sl`: the brand's pitch and sign-in, what a loan costs and who lends it,
 * what borrowers say, and a footer about the brand with its lender named.
 */
export function MarketingLandingPage({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation();

  return (
    <div className={layout.container}>
      <div className={layout.stack}>
        <LandingTitle />
        <section aria-labelledby="headline" className={styles.hero}>
          <h2 id="headline">{t('shell.marketing.headline')}</h2>
          <p>{t('shell.marketing.lead')}</p>
        </section>
        <OfferBullets />
        {signIn}
        <LoanFacts />
        <section aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading">{t('shell.marketing.testimonialsHeading')}</h2>
          <div className={styles.testimonials}>
            {testimonials.map((id) => (
              <figure key={id} className={styles.testimonial}>
                <blockquote>{t(`shell.marketing.testimonials.${id}.quote`)}</blockquote>
                <figcaption>
                  {t(`shell.marketing.testimonials.${id}.name`)},{' '}
                  {t(`shell.marketing.testimonials.${id}.place`)}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
        <MarketingFooter />
      </div>
    </div>
  );
}

function MarketingFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { partner } = brand;
  const lender = findLender(partner.lenderId);

  return (
    <section aria-labelledby="about-heading" className={styles.marketingFooter}>
      <h2 id="about-heading">{t('shell.marketing.footerHeading', { brand: partner.displayName })}</h2>
      <p>{t('shell.marketing.about', { brand: partner.displayName })}</p>
      {lender && <p>{t('shell.marketing.lenderDisclosure', { lender: lender.legalName })}</p>}
      <ul className={styles.footerLinks}>
        <li>
          <RouterLink to={brand.path('/tips')}>{t('shell.landing.tipsLink')}</RouterLink>
        </li>
        <li>
          <RouterLink to={brand.path('/updateEmail')}>{t('shell.marketing.updateEmail')}</RouterLink>
        </li>
        <li>
          {t('shell.marketing.writeToUs')}:{' '}
          <a href={`mailto:${partner.supportEmail}`}>{partner.supportEmail}</a>
        </li>
      </ul>
    </section>
  );
}
