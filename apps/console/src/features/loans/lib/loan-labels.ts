import type { LoanSummary } from '@kredo/contract/loan-servicing';
import { findLender } from '@kredo/contract/lenders';

import { formatAmount } from '../../../lib/format';
import { text } from '../../../text';

/** Paise as rupees to the paisa, en-IN grouped: ₹1,00,000.00. */
export function rupees(amountPaise: number): string {
  return formatAmount(amountPaise, { exact: true });
}

/** 'Sahyadri Finance (174)'; an unknown lender by its id. */
export function lenderLabel(lenderId: number): string {
  return text.loans.lender(lenderId, findLender(lenderId)?.name);
}

/** The tag the server puts on a written-off loan. */
export const writtenOffTag = 'written-off';

/** Only an open loan not yet written off can be (the server says so too, with a 409). */
export function mayBeWrittenOff(loan: Pick<LoanSummary, 'status' | 'tags'>): boolean {
  return loan.status === 'DISBURSED' && !loan.tags.includes(writtenOffTag);
}
