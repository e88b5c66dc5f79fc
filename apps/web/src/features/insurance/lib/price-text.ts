import { insurancePriceLabel } from '@kredo/domain/insurance-catalogue';
import type { Paise } from '@kredo/domain/money';
import type { Translate } from '../../../lib/i18n';

/** A price the Indian way (spec 002 §9): 'Free', '₹152', '₹1.5 Lakh', '₹2 Cr', in the borrower's language. */
export function priceText(t: Translate, amount: number): string {
  const label = insurancePriceLabel(amount as Paise);
  switch (label.kind) {
    case 'free':
      return t('messages.insuranceFree');
    case 'rupees':
      return label.text;
    case 'lakh':
      return t('messages.insuranceLakh', { number: label.number });
    case 'crore':
      return t('messages.insuranceCrore', { number: label.number });
  }
}
