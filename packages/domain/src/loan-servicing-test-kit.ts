import fc from 'fast-check';

import { isoDate, type IsoDate } from './calendar-date.ts';
import { costOfFlatLoan } from './flat-loan.ts';
import { repaymentSchedule, type RepaymentRow } from './key-fact-statement-schedule.ts';
import { noDues, type DueComponent, type InstalmentDue } from './loan-dues.ts';
import { basisPoints, paise, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/** Loans, schedules and dues for the servicing rules' tests. */

/** An instalment's dues; components not named are nothing. */
export function instalmentDue(
  instalmentNumber: number,
  dueDate: string,
  unpaid: Partial<Record<DueComponent, number>> = {},
): InstalmentDue {
  const owed = noDues();
  for (const [component, amount] of Object.entries(unpaid)) owed[component as DueComponent] = paise(amount);
  return { instalmentNumber, dueDate: isoDate(dueDate), unpaid: owed };
}

/** Every row unpaid, as on the day of disbursal: principal and interest, no charges. */
export function duesOf(schedule: readonly RepaymentRow[]): InstalmentDue[] {
  return schedule.map((row) =>
    instalmentDue(row.instalmentNumber, row.dueDate, { principal: row.principal, interest: row.interest }),
  );
}

export type ScheduledLoan = {
  principal: Paise;
  instalments: Paise[];
  disbursalDate: IsoDate;
  schedule: RepaymentRow[];
};

/** A flat loan as the KFS schedules it, disbursed on the given date. */
export function scheduledLoan(
  principal: number,
  tenureMonths: number,
  monthlyFlatRate: number,
  disbursalDate: string,
  dueDayOfMonth = 5,
): ScheduledLoan {
  const { instalments } = costOfFlatLoan({
    principal: paise(principal),
    tenureMonths,
    monthlyFlatRate: basisPoints(monthlyFlatRate),
    processingFee: paise(0),
  });
  const disbursed = isoDate(disbursalDate);
  return {
    principal: paise(principal),
    instalments,
    disbursalDate: disbursed,
    schedule: repaymentSchedule(paise(principal), instalments, disbursed, dueDayOfMonth),
  };
}

/** Rs 1,000 to Rs 10,00,000 over 1 to 60 months at 0-5% flat a month, disbursed on any day of 2026-2029. */
export const anyScheduledLoan: fc.Arbitrary<ScheduledLoan> = fc
  .record({
    principal: fc.integer({ min: 100_000, max: 100_000_000 }),
    tenureMonths: fc.integer({ min: 1, max: 60 }),
    monthlyFlatRate: fc.integer({ min: 0, max: 500 }),
    dayOffset: fc.integer({ min: 0, max: 4 * 365 }),
    dueDayOfMonth: fc.integer({ min: 1, max: 28 }),
  })
  .map((drawn) =>
    scheduledLoan(
      drawn.principal,
      drawn.tenureMonths,
      drawn.monthlyFlatRate,
      addDays(isoDate('2026-01-01'), drawn.dayOffset),
      drawn.dueDayOfMonth,
    ),
  );
