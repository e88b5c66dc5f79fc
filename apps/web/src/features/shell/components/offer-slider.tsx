import type { Partner } from '@kredo/contract/partners';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PlainButton } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import type { Slide } from '../../../config/partner-art/types';
import { WithPartnerArt } from '../../../config/partner-art/with-partner-art';
import styles from './landing.module.css';
import { offerFigures } from './offer-bullets';

/** Carousel interval (spec 000 §9). */
export const slideIntervalMs = 3000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The partner's slider; a box of the same shape holds its place while the art loads, and the
 * slides are left out (they are decoration) when it could not be downloaded.
 */
export function OfferSlider({ partner }: { partner: Partner }) {
  return (
    <WithPartnerArt
      partnerId={partner.id}
      placeholder={<div className={styles.placeholder} />}
      fallback={null}
    >
      {({ slides }) => <Carousel partner={partner} slides={slides} />}
    </WithPartnerArt>
  );
}

/** Cycles the slider images; pauses while pointed at or focused, and for reduced motion. */
function Carousel({ partner, slides }: { partner: Partner; slides: readonly Slide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || slides.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), slideIntervalMs);
    return () => clearInterval(timer);
  }, [paused, slides.length]);

  const slide = slides[index % slides.length];
  if (!slide) return null;
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);

  return (
    <section
      aria-roledescription={t('shell.landing.carousel')}
      aria-label={t('shell.landing.slidesLabel')}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className={styles.slider}
    >
      <div
        role="group"
        aria-roledescription={t('shell.landing.slide')}
        aria-label={t('shell.landing.slideLabel', { index: index + 1, count: slides.length })}
      >
        <slide.Image colors={partner.colors} />
        <p className={styles.caption}>{t(`shell.slides.${slide.caption}`, offerFigures(partner.offer))}</p>
      </div>
      <div className={styles.dots}>
        {slides.map((_, dot) => (
          <PlainButton
            key={dot}
            aria-label={t('shell.landing.showSlide', { index: dot + 1 })}
            aria-pressed={dot === index}
            onClick={() => setIndex(dot)}
            className={styles.dotButton}
          >
            <span className={classNames(styles.dot, dot === index && styles.dotCurrent)} />
          </PlainButton>
        ))}
      </div>
    </section>
  );
}
