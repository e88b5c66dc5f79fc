import { divideRounded } from './bigint-division.ts';
import { formatMoney, PAISE_PER_RUPEE, type Paise } from './money.ts';

/** One lakh and one crore, in paise. */
const LAKH = 100_000n * BigInt(PAISE_PER_RUPEE);
const CRORE = 100n * LAKH;

/**
 * A price as an Indian shop writes it large: nothing to pay is free, below a lakh the amount itself
 * ('₹5,417'), from a lakh on the number of lakhs or crores to at most two decimals, without
 * trailing zeros ('₹1.5', '₹2.35'), for the screen to follow with its word for the unit ('₹1.5
 * Lakh', '₹2 Cr'). A count of lakhs that rounds to a hundred reads as a crore.
 */
export type CompactRupees =
  | { kind: 'free' }
  | { kind: 'rupees'; text: string }
  | { kind: 'lakh' | 'crore'; text: string };

function hundredths(amount: bigint, unit: bigint): bigint {
  return divideRounded(amount * 100n, unit, 'half-up');
}

function write(value: bigint): string {
  const whole = value / 100n;
  const fraction = (value % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `₹${whole.toString()}${fraction === '' ? '' : `.${fraction}`}`;
}

export function compactRupees(amount: Paise): CompactRupees {
  if (amount === 0) return { kind: 'free' };
  const value = BigInt(amount);
  const magnitude = value < 0n ? -value : value;
  if (magnitude < LAKH) return { kind: 'rupees', text: formatMoney(amount) };
  const lakhs = hundredths(magnitude, LAKH);
  const sign = value < 0n ? '-' : '';
  if (magnitude < CRORE && lakhs < 10_000n) return { kind: 'lakh', text: sign + write(lakhs) };
  return { kind: 'crore', text: sign + write(hundredths(magnitude, CRORE)) };
}
