import type { Partner, PartnerOffer } from '@kredo/contract/partners';
import type { Translate } from '../../../lib/i18n';

/** Up to this many tenures are listed one by one; more are said as a range. */
const listedTenures = 4;

const lakh = (rupees: number) => String(rupees / 100_000);
const percent = (basisPoints: number) => String(basisPoints / 100);

/** The figures the slides quote: the lowest rate and the shortest and longest tenure. */
export function offerFigures(offer: PartnerOffer) {
  return {
    percent: percent(offer.monthlyFlatRatesBasisPoints[0] ?? 0),
    min: offer.tenureMonths[0] ?? 0,
    max: offer.tenureMonths.at(-1) ?? 0,
  };
}

/**
 * The landing's bullets: the partner's own line, then what the products it reaches give (the
 * figures beside the partner, which a server test holds to the product catalogue).
 */
export function offerBullets(partner: Partner, t: Translate): string[] {
  const { offer } = partner;
  const figures = offerFigures(offer);
  const bullets: string[] = [];
  if (partner.tagline) bullets.push(t(`shell.landing.taglines.${partner.tagline}`));
  if (offer.creditLineUpToRupees !== undefined) {
    bullets.push(t('shell.landing.bullets.creditLine', { lakh: lakh(offer.creditLineUpToRupees) }));
  }
  if (offer.termLoanUpToRupees !== undefined) {
    bullets.push(t('shell.landing.bullets.termLoan', { lakh: lakh(offer.termLoanUpToRupees) }));
  }
  if (offer.monthlyFlatRatesBasisPoints.length > 0) {
    const key = offer.monthlyFlatRatesBasisPoints.length === 1 ? 'flatRate' : 'flatRateFrom';
    bullets.push(t(`shell.landing.bullets.${key}`, { percent: figures.percent }));
  }
  const tenures = offer.tenureMonths;
  if (tenures.length > listedTenures) {
    bullets.push(t('shell.landing.bullets.tenuresFrom', { min: figures.min, max: figures.max }));
  } else if (tenures.length > 0) {
    const months =
      tenures.length === 1
        ? String(tenures[0])
        : [
            ...tenures.slice(0, -2),
            t('shell.landing.bullets.lastTwo', { first: tenures.at(-2) ?? 0, last: figures.max }),
          ].join(', ');
    bullets.push(t('shell.landing.bullets.tenuresOf', { months }));
  }
  return bullets;
}
