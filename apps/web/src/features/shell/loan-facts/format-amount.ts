import { formatMoney, type Paise } from '@kredo/domain/money';

/** ₹50,000 for a whole number of rupees, ₹5,416.67 otherwise: never rounded away. */
export function formatAmount(amount: Paise): string {
  return formatMoney(amount);
}
