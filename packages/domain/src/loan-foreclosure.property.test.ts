import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { monthlyRateOfReturn } from './annual-percentage-rate.ts';
import { interestAccruedThrough } from './loan-accrual.ts';
import { foreclosureQuote, rescheduleAfterPrepayment } from './loan-foreclosure.ts';
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
});
