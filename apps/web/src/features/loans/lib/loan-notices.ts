import type { UserLoan } from '@kredo/contract/loans';
import { compareDates, type IsoDate } from '@kredo/domain/calendar-date';

export type LoanNotice = 'closed' | 'cancelled' | 'matured' | 'overdue';

const closedStatuses: ReadonlySet<string> = new Set(['CLOSED', 'PRE_CLOSED']);

/** Closed by its flag, its status or its 'closed' tag: every dues is paid. */
export function isLoanClosed(loan: UserLoan): boolean {
  return (
    loan.is_closed ||
    closedStatuses.has(loan.state.loan_detail.loanDetail.status) ||
    loan.tags.includes('closed')
  );
}

/**
 * Whether a due date has passed unpaid: an instalment of the schedule, the dues the loan carries,
 * or the lender's 'written-off' tag (spec 001 §4.9: written off and not closed is overdue).
 */
export function isLoanOverdue(loan: UserLoan, today: IsoDate): boolean {
  if (isLoanClosed(loan)) return false;
  if (loan.tags.includes('written-off')) return true;
  const missed = loan.repayment_schedules.some(
    (row) => row.paid_date === null && compareDates(row.date as IsoDate, today) < 0,
  );
  const due = loan.due;
  const owed = due !== null && due.principal + due.interest + due.charges > 0;
  return missed || (owed && compareDates(due.date as IsoDate, today) < 0);
}

/**
 * What the details screen says of the loan as a whole (spec 001 §4.9): 'closed and all dues are
 * paid' once closed, or cancelled when the cooling-off exit closed it (tagged 'cooling-off');
 * otherwise matured when its term is over, and overdue while a due is unpaid.
 */
export function loanNotices(loan: UserLoan, today: IsoDate): LoanNotice[] {
  if (isLoanClosed(loan)) return [loan.tags.includes('cooling-off') ? 'cancelled' : 'closed'];
  const notices: LoanNotice[] = [];
  if (loan.is_expired) notices.push('matured');
  if (isLoanOverdue(loan, today)) notices.push('overdue');
  return notices;
}

/**
 * Whether the mandate will debit nothing more on a matured or overdue loan, so the borrower must
 * pay the dues in the app (docs/decisions.md 'Payments by the borrower and NACH debits'): a debit
 * is presented only for a due date and, after a return for funds, again for that instalment; so
 * once no due date is left (matured, or past its last) and none is being presented, the mandate
 * is done. False while a due date is ahead (its debit takes the arrears) or on a loan neither
 * matured nor overdue; undefined while it depends on `presentationInProcess` not known yet.
 */
export function mandateDebitsOver(
  loan: UserLoan,
  today: IsoDate,
  presentationInProcess: boolean | undefined,
): boolean | undefined {
  if (isLoanClosed(loan) || !(loan.is_expired || isLoanOverdue(loan, today))) return false;
  const dueDateAhead =
    !loan.is_expired && loan.repayment_schedules.some((row) => compareDates(row.date as IsoDate, today) >= 0);
  if (dueDateAhead) return false;
  return presentationInProcess === undefined ? undefined : !presentationInProcess;
}
