import { formatRupees, type Paise } from '@kredo/domain/money';

/** ₹50,000 for a whole number of rupees, ₹5,416.67 otherwise (en-IN grouping): never rounded away. */
export function formatAmount(amount: Paise): string {
  return formatRupees(amount, { symbol: true, decimals: amount % 100 === 0 ? 0 : 2 });
}
