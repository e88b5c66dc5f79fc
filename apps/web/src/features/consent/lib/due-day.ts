import type { Translate } from '../../../lib/i18n';

const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });

/** The instalment's due day as '5th of every month' (spec 001 §9), in the reader's language. */
export function dueDayText(t: Translate, day: number): string {
  return t('consent.offer.dueDayValue', {
    day,
    suffix: t(`consent.offer.ordinal.${ordinals.select(day)}`),
  });
}
