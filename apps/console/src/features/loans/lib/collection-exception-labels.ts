import type { CollectionExceptions } from '@kredo/contract/loan-servicing';

import { text } from '../../../text';

type Debit = CollectionExceptions['debits'][number];

/**
 * The reason codes the server itself gives a debit it sets aside rather than present (no active
 * mandate, above the mandate's maximum, not filed in time, refused by the mandate service); any
 * other code is NPCI's or the bank's.
 */
const setAsideCodes: readonly string[] = ['NO_MANDATE', 'ABOVE_MANDATE', 'NOT_FILED', 'REFUSED'];

const setAside = (debit: Pick<Debit, 'status' | 'reasonCode'>) =>
  debit.status === 'REJECTED' && debit.reasonCode !== null && setAsideCodes.includes(debit.reasonCode);

/** 'Set aside, not presented', 'Rejected by NPCI' or 'Returned by the bank'; another status as it is. */
export function debitStatusLabel(debit: Pick<Debit, 'status' | 'reasonCode'>): string {
  const statuses = text.collectionExceptions.debits.statuses;
  if (setAside(debit)) return statuses.setAside;
  if (debit.status === 'REJECTED') return statuses.rejected;
  if (debit.status === 'RETURNED') return statuses.returned;
  return debit.status;
}

/** Our own reason for a debit set aside ('No active mandate'), or the bank's with its code ('04 Funds insufficient'). */
export function debitReasonLabel(debit: Pick<Debit, 'status' | 'reasonCode' | 'reasonText'>): string {
  if (setAside(debit) && debit.reasonText) return debit.reasonText;
  return text.collectionExceptions.debits.bankReason(debit.reasonCode, debit.reasonText);
}
