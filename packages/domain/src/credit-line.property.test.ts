import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compareDates } from './calendar-date.ts';
import { billComponents } from './credit-line-billing.ts';
import { periodInterest } from './credit-line-interest.ts';
import { anyLineStory, runLineStory } from './credit-line-test-kit.ts';
import { isLineExpired } from './credit-line-terms.ts';
import {
  accruedInterest,
  availableLimitOf,
  lineOutstanding,
  openCreditLine,
  unbilledPrincipal,
} from './credit-line.ts';
import { availableLimit } from './credit-line-withdrawal.ts';
import { paise, sumPaise } from './money.ts';

describe('credit line (properties)', () => {
  it('conserves money to the paisa: drawn + interest, fees and GST billed - repaid is the outstanding', () => {
    fc.assert(
      fc.property(anyLineStory, ({ terms, steps }) => {
        const { snapshots } = runLineStory(terms, steps);
        for (const { line, drawn, applied } of snapshots) {
          const billed = sumPaise(line.bills.flatMap((bill) => [bill.interest, bill.fees, bill.gst]));
          expect(drawn + billed - applied).toBe(lineOutstanding(line));
          // Nothing is ever paid twice or below nothing.
          for (const bill of line.bills)
            for (const component of billComponents) expect(bill.unpaid[component]).toBeGreaterThanOrEqual(0);
          expect(unbilledPrincipal(line)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the available limit between nothing and the limit, and gives back exactly the principal repaid', () => {
    fc.assert(
      fc.property(anyLineStory, ({ terms, steps }) => {
        const { snapshots } = runLineStory(terms, steps);
        let before = availableLimitOf(openCreditLine(terms));
        for (const { step, line, principalPaid } of snapshots) {
          const available = availableLimitOf(line);
          expect(available).toBeGreaterThanOrEqual(0);
          expect(available).toBeLessThanOrEqual(terms.limit);
          // No limit comes from anywhere else: what is not drawn or held is available, no more.
          expect(line.principal + line.holds).toBeLessThanOrEqual(terms.limit);
          if (isLineExpired(terms, line.today)) expect(available).toBe(0);
          else expect(available).toBe(availableLimit(terms.limit, line.principal, line.holds));
          if (step.kind === 'repay' && !isLineExpired(terms, line.today))
            expect(available - before).toBe(principalPaid);
          before = available;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('books daily accruals over a bill period that add up to the bill’s interest, as the movements give it', () => {
    fc.assert(
      fc.property(anyLineStory, ({ terms, steps }) => {
        const { accruals, bills, movements, line } = runLineStory(terms, steps);
        for (const bill of bills) {
          const inPeriod = accruals.filter(
            (each) =>
              compareDates(each.date, bill.periodStart) >= 0 && compareDates(each.date, bill.periodEnd) <= 0,
          );
          expect(sumPaise(inPeriod.map((each) => each.amount))).toBe(bill.interest);
          expect(inPeriod.every((each) => each.amount >= 0)).toBe(true);
          const opening = sumPaise(
            movements.filter((each) => each.date < bill.periodStart).map((each) => each.amount),
          );
          const independent = periodInterest(
            opening,
            movements,
            bill.periodStart,
            bill.periodEnd,
            terms.annualRate,
          );
          expect(independent.interest).toBe(bill.interest);
        }
        // The open period's accruals are what the line holds as accrued and not billed.
        const open = accruals.filter((each) => compareDates(each.date, line.periodStart) >= 0);
        expect(sumPaise(open.map((each) => each.amount))).toBe(accruedInterest(line));
      }),
      { numRuns: 200 },
    );
  });

  it('after expiry draws nothing, and every bill leaves no principal or charge unbilled', () => {
    fc.assert(
      fc.property(anyLineStory, ({ terms, steps }) => {
        const { snapshots, bills } = runLineStory(terms, steps);
        snapshots.forEach(({ step, line, drawn }, index) => {
          if (step.kind === 'draw' && isLineExpired(terms, line.today))
            expect(drawn).toBe(snapshots[index - 1]?.drawn ?? 0);
        });
        for (const bill of bills.filter((each) => isLineExpired(terms, each.billDate))) {
          const after = snapshots.find((each) => each.line.bills.includes(bill));
          if (after?.step.kind === 'days') {
            expect(unbilledPrincipal(after.line)).toBe(paise(0));
            expect(after.line.unbilledFees + after.line.unbilledGst).toBe(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
