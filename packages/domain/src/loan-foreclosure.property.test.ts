import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { monthlyRateOfReturn } from './annual-percentage-rate.ts';
import { accrualPeriods, earnedInPeriod, interestAccruedThrough } from './loan-accrual.ts';
import { isDueBy } from './loan-dues.ts';
import { foreclosureQuote, partPrepaymentSchedule, rescheduleAfterPrepayment } from './loan-foreclosure.ts';
import { anyScheduledLoan, duesOf, type ScheduledLoan } from './loan-servicing-test-kit.ts';
import { basisPoints, paise, sumPaise } from './money.ts';
import { addDays } from './working-days.ts';

const quote = (loan: ScheduledLoan, asOf: ReturnType<typeof addDays>) =>
  foreclosureQuote({
    schedule: loan.schedule,
    disbursalDate: loan.disbursalDate,
    dues: duesOf(loan.schedule),
    advance: paise(0),
    asOf,
    foreclosureChargeRate: basisPoints(0),
  });

describe('foreclosure (properties)', () => {
  it('asks exactly the principal on the day of disbursal', () => {
    fc.assert(
      fc.property(anyScheduledLoan, (loan) => {
        expect(quote(loan, loan.disbursalDate).total).toBe(loan.principal);
      }),
    );
  });

  it('with nothing paid, asks the principal plus the interest earned to the day; nothing of a new period on a due date', () => {
    fc.assert(
      fc.property(anyScheduledLoan, fc.nat({ max: 2_000 }), fc.nat(), (loan, day, pick) => {
        const asOf = addDays(loan.disbursalDate, day);
        expect(quote(loan, asOf).total).toBe(
          loan.principal + interestAccruedThrough(loan.schedule, loan.disbursalDate, asOf),
        );
        const dueDate = loan.schedule[pick % loan.schedule.length]?.dueDate ?? loan.disbursalDate;
        expect(quote(loan, dueDate).interestAccrued).toBe(0);
      }),
    );
  });

  it('a prepayment leaves rows whose principal sums to what was outstanding less it, none larger than before', () => {
    fc.assert(
      fc.property(
        anyScheduledLoan,
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (loan, pick, share) => {
          const { schedule, principal, instalments } = loan;
          const paidThrough = pick % schedule.length;
          const outstanding = schedule[paidThrough]?.outstandingPrincipal ?? 0;
          const prepaid = paise(Math.floor(outstanding * share));
          const rows = rescheduleAfterPrepayment(
            schedule,
            paidThrough,
            prepaid,
            monthlyRateOfReturn(principal, instalments),
          );
          const rebuilt = rows.slice(paidThrough);
          expect(sumPaise(rebuilt.map((row) => row.principal))).toBe(outstanding - prepaid);
          expect(rebuilt.length).toBeLessThanOrEqual(schedule.length - paidThrough);
          rebuilt.forEach((row, index) => {
            const before = schedule[paidThrough + index];
            expect(row.dueDate).toBe(before?.dueDate);
            expect(row.principal).toBeGreaterThan(0);
            expect(row.interest).toBeGreaterThanOrEqual(0);
            expect(row.instalment).toBe(row.principal + row.interest);
            if (prepaid > 0) expect(row.instalment).toBeLessThanOrEqual(before?.instalment ?? 0);
            const next = rebuilt[index + 1];
            if (next) expect(next.outstandingPrincipal).toBe(row.outstandingPrincipal - row.principal);
          });
        },
      ),
    );
  });

  it('a part prepayment on any day keeps the rows due, the instalment, the due dates, and never asks the running period less than the old principal earned', () => {
    fc.assert(
      fc.property(
        anyScheduledLoan,
        fc.nat({ max: 2_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (loan, day, share) => {
          const { schedule, principal, instalments, disbursalDate } = loan;
          const asOf = addDays(disbursalDate, day);
          const running = accrualPeriods(schedule, disbursalDate).find((p) => !isDueBy(p.row, asOf));
          fc.pre(running !== undefined);
          if (!running) return;
          const kept = running.row.instalmentNumber - 1;
          const before = sumPaise(schedule.slice(kept).map((row) => row.principal));
          const prepaid = paise(Math.min(before - 1, Math.floor(before * share)));
          fc.pre(prepaid >= 0);
          const rows = partPrepaymentSchedule({
            schedule,
            disbursalDate,
            asOf,
            principalPrepaid: prepaid,
            monthlyRate: monthlyRateOfReturn(principal, instalments),
          });
          expect(rows.slice(0, kept)).toEqual(schedule.slice(0, kept));
          const rebuilt = rows.slice(kept);
          expect(rebuilt.length).toBeGreaterThan(0);
          expect(rebuilt.length).toBeLessThanOrEqual(schedule.length - kept);
          if (prepaid >= running.row.instalment) expect(rebuilt.length).toBeLessThan(schedule.length - kept);
          expect(sumPaise(rebuilt.map((row) => row.principal))).toBe(before - prepaid);
          const first = rebuilt[0];
          expect(first?.interest).toBeGreaterThanOrEqual(earnedInPeriod(running, asOf));
          expect(first?.interest).toBeLessThanOrEqual(running.row.interest);
          rebuilt.forEach((row, index) => {
            const old = schedule[kept + index];
            expect(row.dueDate).toBe(old?.dueDate);
            expect(row.instalment).toBe(row.principal + row.interest);
            expect(row.principal).toBeGreaterThan(0);
            if (index < rebuilt.length - 1) expect(row.instalment).toBe(old?.instalment);
            // A prepayment of an instalment or more (the product's least) shortens the loan by a row
            // at least, and the last row takes what is left.
            else if (prepaid >= running.row.instalment)
              expect(row.instalment).toBeLessThanOrEqual(old?.instalment ?? 0);
          });
        },
      ),
    );
  });
});
