import { divideRounded } from './bigint-division.ts';
import { type IsoDate } from './calendar-date.ts';
import { type RepaymentRow } from './key-fact-statement-schedule.ts';
import { daysBetween } from './loan-dues.ts';
import { paise, sumPaise, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * Daily interest accrual: each instalment's interest is earned evenly over the calendar days of
 * its period (from the previous due date, or disbursal, to its own due date). The amounts are
 * cumulative and each day's accrual is the step between two of them, so a run of daily accruals
 * adds up to the schedule's interest to the paisa, whatever the rounding of single days.
 */

export type AccrualPeriod = { row: RepaymentRow; start: IsoDate; days: number };

/** Each row with the start of its period and its length in days. */
export function accrualPeriods(schedule: readonly RepaymentRow[], disbursalDate: IsoDate): AccrualPeriod[] {
  return schedule.map((row, index) => {
    const start = index === 0 ? disbursalDate : (schedule[index - 1]?.dueDate ?? disbursalDate);
    const days = daysBetween(start, row.dueDate);
    if (days <= 0) throw new RangeError(`Instalment ${row.instalmentNumber} falls due on or before ${start}`);
    return { row, start, days };
  });
}

/** The period's interest earned through the end of `date`, half up to the paisa. */
export function earnedInPeriod(period: AccrualPeriod, date: IsoDate): Paise {
  const elapsed = Math.min(Math.max(daysBetween(period.start, date), 0), period.days);
  return paise(
    Number(divideRounded(BigInt(period.row.interest) * BigInt(elapsed), BigInt(period.days), 'half-up')),
  );
}

/** Interest earned from disbursal through the end of `date`: 0 on the disbursal day, all of it on the last due date. */
export function interestAccruedThrough(
  schedule: readonly RepaymentRow[],
  disbursalDate: IsoDate,
  date: IsoDate,
): Paise {
  return sumPaise(accrualPeriods(schedule, disbursalDate).map((period) => earnedInPeriod(period, date)));
}

/** The interest earned on `date` alone: what the close of business books for that day. */
export function accrualFor(schedule: readonly RepaymentRow[], disbursalDate: IsoDate, date: IsoDate): Paise {
  return paise(
    interestAccruedThrough(schedule, disbursalDate, date) -
      interestAccruedThrough(schedule, disbursalDate, addDays(date, -1)),
  );
}
