import {
  breakKinds,
  reconciliationSources,
  type BreakKind,
  type ReconciliationBreak,
  type ReconciliationSource,
} from '@kredo/contract/reconciliation';

import { formatAmount } from '../../../lib/format';
import { text } from '../../../text';

const isSource = (value: string): value is ReconciliationSource =>
  (reconciliationSources as readonly string[]).includes(value);
const isKind = (value: string): value is BreakKind => (breakKinds as readonly string[]).includes(value);

/** The source filter from the address: one of the sources, or all when absent or unknown. */
export function readSourceFilter(value: string | null): ReconciliationSource | undefined {
  return value !== null && isSource(value) ? value : undefined;
}

/** 'Gateway settlement'; a source this console does not know, as the server names it. */
export const sourceLabel = (source: string) =>
  isSource(source) ? text.reconciliation.sources[source] : source;

/** 'Paid short'; a kind this console does not know, as the server names it. */
export const kindLabel = (kind: string) => (isKind(kind) ? text.reconciliation.kinds[kind] : kind);

/**
 * An expected or actual figure in its unit: rupees to the paisa (₹1,00,000.00) for INR, grams to
 * four places for gold (XAU, in 0.1 mg); nothing held or said is a dash.
 */
export function figureLabel(amount: number | null, unit: ReconciliationBreak['unit']): string {
  if (amount === null) return text.reconciliation.none;
  if (unit === 'XAU') {
    const sign = amount < 0 ? '-' : '';
    const units = Math.abs(amount);
    const grams = `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
    return text.reconciliation.grams(`${sign}${grams}`);
  }
  return formatAmount(amount, { exact: true });
}
