import type { UserLoan } from '@kredo/contract/loans';
import { compareDates, type IsoDate } from '@kredo/domain/calendar-date';

/**
 * Where an instalment stands on a day: a text label says it, not only a colour. `advance`: not
 * yet settled, but the money the borrower paid ahead covers all of it; `closed`: the loan was
 * closed (foreclosed) before it was paid, so nothing is owed on it.
 */
export type InstalmentState = 'paid' | 'advance' | 'due' | 'overdue' | 'upcoming' | 'closed';

export type CalendarRow = {
  number: number;
  date: IsoDate;
  paidDate: IsoDate | null;
  state: InstalmentState;
  /** The instalment, when the server gives it (the last is smaller after a part prepayment). */
  amount: number | null;
  /** Paid in part from the advance: how much of it is paid, and how much is left to pay. */
  part: { advance: number; left: number } | null;
};

/** Whether the row counts as paid for the borrower: paid, or paid in advance. */
export const countsAsPaid = (row: CalendarRow) => row.state === 'paid' || row.state === 'advance';

/**
 * The EMI calendar (spec 001 §4.9 "EMI card"): each instalment of the schedule in force in date
 * order, paid once it has a paid date. Once the loan is closed, one without a paid date is
 * closed with it (never upcoming or overdue). On an open loan, an unpaid one the advance covers
 * in full is paid in advance; otherwise it is due on its own date, overdue after it and upcoming
 * before it, with what the advance pays of it and what is left.
 */
export function emiCalendar(
  schedule: UserLoan['repayment_schedules'],
  today: IsoDate,
  loanClosed = false,
): CalendarRow[] {
  return [...schedule]
    .sort((a, b) => compareDates(a.date as IsoDate, b.date as IsoDate))
    .map((row, index) => {
      const date = row.date as IsoDate;
      const paidDate = row.paid_date as IsoDate | null;
      const unpaid = row.unpaid ?? 0;
      const advance = Math.min(row.advance ?? 0, unpaid);
      const order = compareDates(date, today);
      const state: InstalmentState =
        paidDate !== null
          ? 'paid'
          : loanClosed
            ? 'closed'
            : unpaid > 0 && advance === unpaid
              ? 'advance'
              : order === 0
                ? 'due'
                : order < 0
                  ? 'overdue'
                  : 'upcoming';
      const part =
        paidDate === null && !loanClosed && advance > 0 && advance < unpaid
          ? { advance, left: unpaid - advance }
          : null;
      return { number: index + 1, date, paidDate, state, amount: row.amount ?? null, part };
    });
}
