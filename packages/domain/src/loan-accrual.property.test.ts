import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { accrualFor, interestAccruedThrough } from './loan-accrual.ts';
import { daysBetween } from './loan-dues.ts';
import { anyScheduledLoan } from './loan-servicing-test-kit.ts';
import { sumPaise } from './money.ts';
import { addDays } from './working-days.ts';

describe('interest accrual (properties)', () => {
  it('daily accruals from disbursal to the last due date are never negative and add up to the schedule’s interest', () => {
    fc.assert(
      fc.property(anyScheduledLoan, ({ schedule, disbursalDate }) => {
        const last = schedule.at(-1)?.dueDate ?? disbursalDate;
        let sum = 0;
        for (let day = addDays(disbursalDate, 1); day <= last; day = addDays(day, 1)) {
          const accrual = accrualFor(schedule, disbursalDate, day);
          expect(accrual).toBeGreaterThanOrEqual(0);
          sum += accrual;
        }
        expect(sum).toBe(sumPaise(schedule.map((row) => row.interest)));
        expect(interestAccruedThrough(schedule, disbursalDate, disbursalDate)).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('on each due date has earned exactly the interest of the rows due so far', () => {
    fc.assert(
      fc.property(anyScheduledLoan, fc.nat(), ({ schedule, disbursalDate }, pick) => {
        const index = pick % schedule.length;
        const row = schedule[index];
        if (!row) return;
        const earned = interestAccruedThrough(schedule, disbursalDate, row.dueDate);
        expect(earned).toBe(sumPaise(schedule.slice(0, index + 1).map((each) => each.interest)));
        // A day's accrual is its period's interest over its days, to a paisa either way.
        const start = schedule[index - 1]?.dueDate ?? disbursalDate;
        const accrual = accrualFor(schedule, disbursalDate, row.dueDate);
        expect(Math.abs(accrual - row.interest / daysBetween(start, row.dueDate))).toBeLessThanOrEqual(1);
      }),
    );
  });
});
