import type { Disbursal } from '@kredo/contract/disbursals';
import { findLender } from '@kredo/contract/lenders';

import { formatAge, formatAmount, formatDateTime } from '../../../lib/format';
import { text } from '../../../text';

/** Paise as rupees to the paisa (₹1,46,460.00): a payout is checked to the last paisa. */
export function rupees(amountPaise: number): string {
  return formatAmount(amountPaise, { exact: true });
}

/** 'Sahyadri Finance (174)'; an unknown lender by its id. */
export function lenderLabel(lenderId: number): string {
  return text.disbursals.lender(lenderId, findLender(lenderId)?.name);
}

/** The bank's reference of a paid payout, or why it failed; null while neither is known. */
export function outcomeLabel(
  disbursal: Pick<Disbursal, 'utr' | 'failureCode' | 'failureText'>,
): string | null {
  if (disbursal.utr) return text.disbursals.utr(disbursal.utr);
  if (disbursal.failureCode) return text.disbursals.failure(disbursal.failureCode, disbursal.failureText);
  return null;
}

/** How long ago and when: '3 h ago', and the date and time. */
export function sinceLabels(iso: string): { age: string; at: string } {
  return { age: text.disbursals.age(formatAge(iso)), at: formatDateTime(iso) };
}
