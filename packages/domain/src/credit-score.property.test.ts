import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDate, type IsoDate } from './calendar-date.ts';
import { ratingRank, type RepaymentDue } from './credit-score-ratings.ts';
import { creditRatings, creditScoreOf, type CreditFacts } from './credit-score.ts';
import { daysBetween } from './loan-dues.ts';
import { addDays } from './working-days.ts';

const today = isoDate('2026-06-15');
const day = (offset: number): IsoDate => addDays(today, offset);

/** A due within two years around today, paid (never after today) or not. */
const anyDue: fc.Arbitrary<RepaymentDue> = fc
  .tuple(fc.integer({ min: -700, max: 60 }), fc.option(fc.integer({ min: -20, max: 120 })))
  .map(([dueOffset, paidAfter]) => ({
    dueDate: day(dueOffset),
    paidOn: paidAfter === null ? null : day(Math.min(0, dueOffset + paidAfter)),
  }));

const anyAmount = fc.integer({ min: 0, max: 5_00_000_00 });
const anyFacts: fc.Arbitrary<CreditFacts> = fc.record({
  today: fc.constant(today),
  bureau: fc.oneof(
    fc.constant({ kind: 'NO_HIT' as const }),
    fc.record({
      kind: fc.constant('HIT' as const),
      score: fc.integer({ min: 300, max: 900 }),
      overdueAccounts: fc.integer({ min: 0, max: 4 }),
      enquiriesLast6Months: fc.integer({ min: 0, max: 10 }),
    }),
  ),
  repayments: fc.array(anyDue, { maxLength: 24 }),
  statement: fc.option(
    fc.record({
      bouncedPayments: fc.integer({ min: 0, max: 6 }),
      channels: fc.option(
        fc.record({
          cashWithdrawalPaise: anyAmount,
          cardSpendPaise: anyAmount,
          cashDepositPaise: anyAmount,
          transferPaise: anyAmount,
        }),
      ),
    }),
  ),
  profile: fc
    .integer({ min: 1, max: 9 })
    .chain((total) => fc.record({ filled: fc.integer({ min: 0, max: total }), total: fc.constant(total) })),
  appLastSeenOn: fc.option(fc.integer({ min: -400, max: 0 }).map(day)),
  references: fc.integer({ min: 0, max: 5 }),
});

const ratingsOf = (facts: CreditFacts) => {
  const score = creditScoreOf(facts);
  return [...Object.values(score.quantitative), ...Object.values(score.qualitative)];
};

describe('the credit score, whatever the facts', () => {
  it('is a whole number from 0 to 100, and every parameter has one of the four ratings', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const { totalScore } = creditScoreOf(facts);
        expect(Number.isInteger(totalScore)).toBe(true);
        expect(totalScore).toBeGreaterThanOrEqual(0);
        expect(totalScore).toBeLessThanOrEqual(100);
        for (const rating of ratingsOf(facts)) expect(creditRatings).toContain(rating);
      }),
    );
  });

  it('never rises when a due is paid later, or left unpaid', () => {
    fc.assert(
      fc.property(
        anyFacts.filter((facts) => facts.repayments.length > 0),
        fc.nat(),
        fc.option(fc.integer({ min: 1, max: 200 })),
        (facts, pick, delay) => {
          const index = pick % facts.repayments.length;
          const due = facts.repayments[index]!;
          const later: RepaymentDue = {
            dueDate: due.dueDate,
            // Later than it was paid (never after today), or not paid at all.
            paidOn:
              due.paidOn === null || delay === null
                ? null
                : day(Math.min(0, daysBetween(today, due.paidOn) + delay)),
          };
          const worse = { ...facts, repayments: facts.repayments.with(index, later) };
          const before = creditScoreOf(facts);
          const after = creditScoreOf(worse);
          expect(after.totalScore).toBeLessThanOrEqual(before.totalScore);
          expect(ratingRank[after.quantitative['Repayment History']]).toBeLessThanOrEqual(
            ratingRank[before.quantitative['Repayment History']],
          );
        },
      ),
    );
  });

  it('never rises with more bounced payments', () => {
    fc.assert(
      fc.property(anyFacts, fc.integer({ min: 1, max: 5 }), (facts, more) => {
        if (!facts.statement) return;
        const worse = {
          ...facts,
          statement: { ...facts.statement, bouncedPayments: facts.statement.bouncedPayments + more },
        };
        expect(creditScoreOf(worse).totalScore).toBeLessThanOrEqual(creditScoreOf(facts).totalScore);
      }),
    );
  });
});
