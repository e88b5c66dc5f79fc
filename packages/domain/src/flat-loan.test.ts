import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { annualPercentageRate, presentValue } from './annual-percentage-rate.ts';
import { costOfFlatLoan } from './flat-loan.ts';
import { basisPoints, paise } from './money.ts';

describe('flat-rate loan cost', () => {
  it('prices the advertised loan: Rs. 50,000 at 2.5% flat a month over 12 months', () => {
    const cost = costOfFlatLoan({
      principal: paise(5_000_000),
      tenureMonths: 12,
      monthlyFlatRate: basisPoints(250),
      processingFee: paise(0),
    });
    expect(cost.totalInterest).toBe(1_500_000); // Rs. 15,000
    expect(cost.totalRepayable).toBe(6_500_000);
    // Eleven EMIs of Rs 5,416.67 (6,50,000 / 12 rounded up to the paisa), the last Rs 5,416.63.
    expect(cost.instalments).toEqual([...Array.from({ length: 11 }, () => 541_667), 541_663]);
    expect(cost.instalments.reduce((a, b) => a + b, 0)).toBe(6_500_000);
    // Rs. 5,416.67 a month repays Rs. 50,000 when the annuity factor is 9.2308, i.e. about 4.29% a
    // month on the reducing balance: 51.4% a year, not the 30% the flat rate suggests.
    expect(annualPercentageRate(cost.disbursed, cost.instalments)).toBe(5_144);
  });

  it('counts a processing fee in the true cost', () => {
    const quote = { principal: paise(2_000_000), tenureMonths: 6, monthlyFlatRate: basisPoints(250) };
    const withoutFee = costOfFlatLoan({ ...quote, processingFee: paise(0) });
    const withFee = costOfFlatLoan({ ...quote, processingFee: paise(40_000) });
    expect(withFee.disbursed).toBe(1_960_000);
    expect(annualPercentageRate(withFee.disbursed, withFee.instalments)).toBeGreaterThan(
      annualPercentageRate(withoutFee.disbursed, withoutFee.instalments),
    );
  });

  it('refuses impossible quotes', () => {
    const base = {
      principal: paise(100_000),
      tenureMonths: 3,
      monthlyFlatRate: basisPoints(250),
      processingFee: paise(0),
    };
    expect(() => costOfFlatLoan({ ...base, tenureMonths: 0 })).toThrow(RangeError);
    expect(() => costOfFlatLoan({ ...base, tenureMonths: 2.5 })).toThrow(RangeError);
    expect(() => costOfFlatLoan({ ...base, principal: paise(0) })).toThrow(RangeError);
    expect(() => costOfFlatLoan({ ...base, processingFee: paise(100_000) })).toThrow(RangeError);
  });

  const quotes = fc.record({
    principal: fc.integer({ min: 350_000, max: 100_000_000 }).map(paise),
    tenureMonths: fc.integer({ min: 1, max: 24 }),
    monthlyFlatRate: fc.integer({ min: 0, max: 500 }).map(basisPoints),
    feeShare: fc.integer({ min: 0, max: 300 }),
  });

  it('never drifts: instalments sum exactly to principal plus interest, all but the last one EMI, the last at most the EMI and short of it by less than a paisa per instalment', () => {
    fc.assert(
      fc.property(quotes, ({ feeShare, ...quote }) => {
        const cost = costOfFlatLoan({
          ...quote,
          processingFee: paise(Math.floor((quote.principal * feeShare) / 10_000)),
        });
        expect(cost.instalments.reduce((a, b) => a + b, 0)).toBe(cost.totalRepayable);
        expect(cost.totalRepayable).toBe(quote.principal + cost.totalInterest);
        const [emi = 0] = cost.instalments;
        const last = cost.instalments.at(-1) ?? 0;
        expect(cost.instalments.slice(0, -1).every((amount) => amount === emi)).toBe(true);
        expect(last).toBeLessThanOrEqual(emi);
        expect(emi - last).toBeLessThan(quote.tenureMonths);
        expect(cost.instalments.every(Number.isSafeInteger)).toBe(true);
      }),
    );
  });

  it('gives an APR whose monthly rate makes the instalments worth exactly the payout (the IRR)', () => {
    fc.assert(
      fc.property(quotes, ({ feeShare, ...quote }) => {
        const cost = costOfFlatLoan({
          ...quote,
          processingFee: paise(Math.floor((quote.principal * feeShare) / 10_000)),
        });
        const apr = annualPercentageRate(cost.disbursed, cost.instalments);
        // Assert, then end: a property's returned value is its verdict, and an assertion's is not.
        if (cost.totalRepayable <= cost.disbursed) {
          expect(apr).toBe(0);
          return;
        }
        // Rounding the APR to a basis point moves the present value by less than that basis point's worth.
        const below = presentValue(cost.instalments, (apr - 0.5) / 12 / 10_000);
        const above = presentValue(cost.instalments, (apr + 0.5) / 12 / 10_000);
        expect(below).toBeGreaterThanOrEqual(cost.disbursed - 1e-6);
        expect(above).toBeLessThanOrEqual(cost.disbursed + 1e-6);
      }),
    );
  });
});
