import type { UserLoan } from '@kredo/contract/loans';
import { compareDates, type IsoDate } from '@kredo/domain/calendar-date';

/** Where an instalment stands on a day: a text label says it, not only a colour. */
export type InstalmentState = 'paid' | 'due' | 'overdue' | 'upcoming';

export type CalendarRow = {
  number: number;
  date: IsoDate;
  paidDate: IsoDate | null;
  state: InstalmentState;
  /** The instalment, when the server gives it (the last is smaller after a part prepayment). */
  amount: number | null;
};

/**
 * The EMI calendar (spec 001 §4.9 "EMI card"): each instalment of the schedule in force in date
 * order, paid once it has a paid date; an unpaid one is due on its own date, overdue after it and
 * upcoming before it.
 */
export function emiCalendar(schedule: UserLoan['repayment_schedules'], today: IsoDate): CalendarRow[] {
  return [...schedule]
    .sort((a, b) => compareDates(a.date as IsoDate, b.date as IsoDate))
    .map((row, index) => {
      const date = row.date as IsoDate;
      const paidDate = row.paid_date as IsoDate | null;
      const order = compareDates(date, today);
      const state: InstalmentState =
        paidDate !== null ? 'paid' : order === 0 ? 'due' : order < 0 ? 'overdue' : 'upcoming';
      return { number: index + 1, date, paidDate, state, amount: row.amount ?? null };
    });
}
