import { describe, expect, it } from 'vitest';
import { costOfLoan, exampleLoanOf } from './loan-cost';

const quarterly = { min: 3, max: 12, step: 3 };

describe("a product's example loan", () => {
  it('is ₹50,000 over 12 months when the product lends that', () => {
    expect(exampleLoanOf({ amountRange: [2_500_100, 40_000_000], tenureMonths: quarterly })).toEqual({
      principal: 5_000_000,
      tenureMonths: 12,
    });
  });

  it("is brought within the product's amount range and to its nearest tenure", () => {
    expect(
      exampleLoanOf({ amountRange: [1_500_000, 2_500_000], tenureMonths: { min: 3, max: 9, step: 3 } }),
    ).toEqual({
      principal: 2_500_000,
      tenureMonths: 9,
    });
    expect(
      exampleLoanOf({ amountRange: [10_000_000, 20_000_000], tenureMonths: { min: 18, max: 36, step: 6 } }),
    ).toEqual({
      principal: 10_000_000,
      tenureMonths: 18,
    });
  });
});

describe('what a loan costs', () => {
  it('adds the interest and every fee with its GST, to the paisa', () => {
    // ₹25,000 over 3 months at 2.5%: interest ₹625 a month, ₹1,875 in all; ₹26,875 in 3
    // instalments of ₹8,958.33, the first a paisa more. Fees: 2% ₹500 + GST ₹90, and 0.5%
    // convenience ₹125 (above its ₹99 minimum) + GST ₹22.50: ₹737.50.
    expect(costOfLoan({ monthlyFlatRate: 250, processingFeeRate: 200 }, 2_500_000, 3)).toMatchObject({
      emi: 895_834,
      totalInterest: 187_500,
      fees: 73_750,
      totalCost: 261_250,
    });
  });

  it('is not priced when the fees would take the whole amount', () => {
    expect(costOfLoan({ monthlyFlatRate: 250, processingFeeRate: 9_000 }, 10_000, 3)).toBeUndefined();
  });
});
