import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { monthlyRateOfReturn, presentValue } from './annual-percentage-rate.ts';
import { keyFactStatement, type KeyFactStatementInput } from './key-fact-statement.ts';
import { kfsInput } from './key-fact-statement-test-kit.ts';
import { basisPoints, paise, sumPaise } from './money.ts';

/** Loans from Rs 1,000 to Rs 10,00,000 over 1 to 60 months at 0-5% flat, fees 0-5%, 0-2 third-party charges. */
const inputs: fc.Arbitrary<KeyFactStatementInput> = fc
  .record({
    principal: fc.integer({ min: 100_000, max: 100_000_000 }),
    tenureMonths: fc.integer({ min: 1, max: 60 }),
    dueDayOfMonth: fc.integer({ min: 1, max: 28 }),
    monthlyFlatRate: fc.integer({ min: 0, max: 500 }),
    processingFeeRate: fc.integer({ min: 0, max: 500 }),
    convenienceFeeRate: fc.integer({ min: 0, max: 300 }),
    minConvenienceFee: fc.integer({ min: 0, max: 20_000 }),
    thirdParty: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 2 }),
  })
  .map((drawn) =>
    kfsInput({
      terms: {
        principal: paise(drawn.principal),
        tenureMonths: drawn.tenureMonths,
        dueDayOfMonth: drawn.dueDayOfMonth,
      },
      pricing: {
        monthlyFlatRate: basisPoints(drawn.monthlyFlatRate),
        processingFeeRate: basisPoints(drawn.processingFeeRate),
        convenienceFeeRate: basisPoints(drawn.convenienceFeeRate),
        minConvenienceFee: paise(drawn.minConvenienceFee),
        gstRate: basisPoints(1_800),
      },
      // Up to 1% of the loan amount each, with GST at 18%.
      thirdPartyFees: drawn.thirdParty.map((rate, index) => ({
        name: `Charge ${index + 1}`,
        amount: paise(Math.floor((drawn.principal * rate) / 10_000)),
        gstRate: basisPoints(1_800),
      })),
    }),
  );

describe('keyFactStatement properties', () => {
  it('the schedule sums to the loan amount, the total interest and the total payable, to the paisa', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { annexB, annexC } = keyFactStatement(input);
        expect(sumPaise(annexC.map((row) => row.principal))).toBe(annexB.sanctionedAmount);
        expect(sumPaise(annexC.map((row) => row.interest))).toBe(annexB.totalInterest);
        expect(sumPaise(annexC.map((row) => row.instalment))).toBe(annexB.totalPayable);
        expect(annexB.totalPayable).toBe(annexB.sanctionedAmount + annexB.totalInterest);
        expect(annexB.netDisbursed).toBe(
          annexB.sanctionedAmount - annexB.feesToLender - annexB.feesToThirdParties,
        );
      }),
    );
  });

  it('the outstanding principal falls row by row to nothing, with no negative part', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { annexC } = keyFactStatement(input);
        annexC.forEach((row, index) => {
          expect(row.principal).toBeGreaterThan(0);
          expect(row.interest).toBeGreaterThanOrEqual(0);
          expect(row.principal + row.interest).toBe(row.instalment);
          const next = annexC[index + 1];
          if (next) expect(next.outstandingPrincipal).toBe(row.outstandingPrincipal - row.principal);
          else expect(row.outstandingPrincipal).toBe(row.principal);
          if (next) expect(next.dueDate > row.dueDate).toBe(true);
        });
      }),
    );
  });

  it('the instalments are equated: every one the EMI but the last, which is stated where it differs', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { partOne, annexB, annexC } = keyFactStatement(input);
        const { amount, lastAmount, count } = partOne.instalments;
        expect(annexC.map((row) => row.instalment)).toEqual(
          annexC.map((_, index) => (index === count - 1 ? (lastAmount ?? amount) : amount)),
        );
        expect(lastAmount === null || lastAmount < amount).toBe(true);
        // The total stated is the EMI times the count, less the last instalment's adjustment.
        expect(annexB.totalPayable).toBe(amount * count - (amount - (lastAmount ?? amount)));
      }),
    );
  });

  it('the APR is at least the flat rate on the reducing balance, and above it by the fees', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { annexB } = keyFactStatement(input);
        // Equal for a one-month loan, less the interest's rounding to the paisa: 2.61% of
        // ₹1,000.16 is 2,610.4 paise, charged as 2,610, an IRR of 31.31% a year against 31.32% flat.
        expect(annexB.reducingBalanceRate).toBeGreaterThanOrEqual(annexB.annualFlatRate - 1);
        expect(annexB.apr.basisPoints).toBeGreaterThanOrEqual(annexB.reducingBalanceRate);
        const fees = annexB.feesToLender + annexB.feesToThirdParties;
        // A fee of at least 0.5% of the loan moves the APR by more than the basis point it is rounded to.
        if (fees * 200 >= annexB.sanctionedAmount) {
          expect(annexB.apr.basisPoints).toBeGreaterThan(annexB.reducingBalanceRate);
        }
      }),
    );
  });

  it('the APR is 12 x the monthly IRR on the net disbursed amount, to the basis point', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { annexB, annexC } = keyFactStatement(input);
        const instalments = annexC.map((row) => row.instalment);
        const irr = monthlyRateOfReturn(annexB.netDisbursed, instalments);
        // The monthly IRR values the instalments at the net disbursed amount, within a paisa ...
        expect(Math.abs(presentValue(instalments, irr) - annexB.netDisbursed)).toBeLessThan(1);
        // ... and the APR is it, times 12, rounded to the basis point (0.01 percentage point).
        expect(Math.abs(irr * 12 * 10_000 - annexB.apr.basisPoints)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(annexB.apr.percent).toBe((annexB.apr.basisPoints / 100).toFixed(2));
      }),
    );
  });
});
