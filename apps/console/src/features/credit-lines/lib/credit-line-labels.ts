import type { CreditLineList } from '@kredo/contract/credit-line-servicing';
import { findLender } from '@kredo/contract/lenders';

import { formatAmount, formatPercent } from '../../../lib/format';
import { text } from '../../../text';

/** Paise as rupees to the paisa, en-IN grouped: ₹1,00,000.00. */
export function rupees(amountPaise: number): string {
  return formatAmount(amountPaise, { exact: true });
}

/** 'Sahyadri Finance (174)'; an unknown lender by its id. */
export function lenderLabel(lenderId: number): string {
  return text.loans.lender(lenderId, findLender(lenderId)?.name);
}

/** 'Active' or 'Closed'; a status the console does not know as the server sent it. */
export function lineStatusLabel(status: string): string {
  return text.creditLines.statuses[status] ?? status;
}

/** 2400 basis points as '24% a year'. */
export function ratePerYear(annualRateBp: number): string {
  return text.creditLine.ratePerYear(formatPercent(annualRateBp));
}

/** Only an active line's drawdowns are suspended or resumed (the server says so too, with a 409). */
export function maySuspend(line: Pick<CreditLineList['lines'][number], 'status'>): boolean {
  return line.status === 'ACTIVE';
}
