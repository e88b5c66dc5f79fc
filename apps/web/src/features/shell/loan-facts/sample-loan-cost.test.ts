import { gstRate, representativeLoan, type RepresentativeLoan } from '@kredo/contract/lenders';
import { presentValue } from '@kredo/domain/annual-percentage-rate';
import { keyFactStatement } from '@kredo/domain/key-fact-statement';
import { kfsInput } from '@kredo/domain/key-fact-statement-test-kit';
import { defaultDueDayOfMonth, standardOfferPricing } from '@kredo/domain/loan-offer';
import { basisPoints, paise } from '@kredo/domain/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleLoanCost } from './sample-loan-cost';

describe('sampleLoanCost', () => {
  it('prices the representative loan: Rs 50,000 over 12 months at 2.5% flat, 2% fee and the convenience fee plus GST', () => {
    expect(sampleLoanCost(representativeLoan)).toEqual({
      principal: 5_000_000,
      tenureMonths: 12,
      monthlyFlatRate: 250,
      processingFee: 100_000,
      processingFeeGst: 18_000,
      // 0.5% of Rs 50,000 (above the Rs 99 least), and its 18% GST.
      convenienceFee: 25_000,
      convenienceFeeGst: 4_500,
      disbursed: 4_852_500,
      totalInterest: 1_500_000,
      totalRepayable: 6_500_000,
      // 65,000.00 / 12 = 5,416.666...: eleven EMIs of 5,416.67 (rounded up) and a last of 5,416.63.
      emi: 541_667,
      lastInstalment: 541_663,
      annualPercentageRate: 5773,
    });
  });

  it('charges the fees every offer charges: the standard convenience fee and GST', () => {
    expect(representativeLoan.convenienceFeeRate).toBe(standardOfferPricing.convenienceFeeRate);
    expect(representativeLoan.minConvenienceFee).toBe(standardOfferPricing.minConvenienceFee);
    expect(gstRate).toBe(standardOfferPricing.gstRate);
  });

  /** The KFS the server would issue for an offer on these terms (no third parties' charges). */
  const kfsOf = (loan: RepresentativeLoan) =>
    keyFactStatement(
      kfsInput({
        terms: {
          principal: loan.principal,
          tenureMonths: loan.tenureMonths,
          dueDayOfMonth: defaultDueDayOfMonth,
        },
        pricing: {
          monthlyFlatRate: loan.monthlyFlatRate,
          processingFeeRate: loan.processingFeeRate,
          convenienceFeeRate: loan.convenienceFeeRate,
          minConvenienceFee: loan.minConvenienceFee,
          gstRate,
        },
      }),
    );

  it('shows the APR, payout and EMI the KFS of such an offer states', () => {
    const kfs = kfsOf(representativeLoan);
    const cost = sampleLoanCost(representativeLoan);
    expect(kfs.partOne.apr).toEqual({ basisPoints: 5773, percent: '57.73' });
    expect(cost.annualPercentageRate).toBe(kfs.partOne.apr.basisPoints);
    expect(cost.disbursed).toBe(kfs.annexB.netDisbursed);
    expect(cost.emi).toBe(kfs.partOne.instalments.amount);
    expect(kfs.partOne.fees.map((fee) => fee.kind)).toEqual(['processing', 'convenience']);
  });

  const loans = fc.record({
    principal: fc.integer({ min: 1_000_00, max: 10_00_000_00 }).map(paise),
    tenureMonths: fc.constantFrom(3, 6, 9, 12, 15, 18, 21, 24),
    monthlyFlatRate: fc.integer({ min: 50, max: 400 }).map(basisPoints),
    processingFeeRate: fc.integer({ min: 0, max: 500 }).map(basisPoints),
    convenienceFeeRate: fc.integer({ min: 0, max: 200 }).map(basisPoints),
    minConvenienceFee: fc.integer({ min: 0, max: 500_00 }).map(paise),
  }) satisfies fc.Arbitrary<RepresentativeLoan>;

  it('states the APR of the KFS of any such offer', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        expect(sampleLoanCost(loan).annualPercentageRate).toBe(kfsOf(loan).partOne.apr.basisPoints);
      }),
    );
  });

  const instalmentsOf = (cost: ReturnType<typeof sampleLoanCost>) =>
    Array.from({ length: cost.tenureMonths }, (_, index) =>
      index === cost.tenureMonths - 1 ? (cost.lastInstalment ?? cost.emi) : cost.emi,
    );

  it('repays exactly the principal and interest: the EMI each month, the last a little less where it does not divide', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const cost = sampleLoanCost(loan);
        expect(instalmentsOf(cost).reduce((sum, amount) => sum + amount, 0)).toBe(cost.totalRepayable);
        expect(cost.totalRepayable).toBe(cost.principal + cost.totalInterest);
        expect(cost.emi - (cost.lastInstalment ?? cost.emi)).toBeLessThan(cost.tenureMonths);
        expect(cost.disbursed).toBe(
          cost.principal -
            cost.processingFee -
            cost.processingFeeGst -
            cost.convenienceFee -
            cost.convenienceFeeGst,
        );
        expect(cost.convenienceFee).toBeGreaterThanOrEqual(loan.minConvenienceFee);
      }),
    );
  });

  it('gives the rate at which the instalments are worth what was paid out', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const cost = sampleLoanCost(loan);
        const instalments = instalmentsOf(cost);
        // The APR is rounded to a basis point, so the instalments' worth at it is near the payout.
        const worth = presentValue(instalments, cost.annualPercentageRate / 10_000 / 12);
        expect(Math.abs(worth - cost.disbursed) / cost.disbursed).toBeLessThan(0.0005);
        // A flat rate costs more than the same rate charged on the reducing balance.
        expect(cost.annualPercentageRate).toBeGreaterThan(loan.monthlyFlatRate * 12);
      }),
    );
  });
});
