import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  defaultDueDayOfMonth,
  largestAffordablePrincipal,
  priceOffer,
  standardOfferPricing,
  type OfferPricing,
} from './loan-offer.ts';
import { basisPoints, paise } from './money.ts';

const terms = (principal: number, tenureMonths = 12) => ({
  principal: paise(principal),
  tenureMonths,
  dueDayOfMonth: defaultDueDayOfMonth,
});

describe('priceOffer', () => {
  it('prices Rs 50,000 over 12 months at the standard terms', () => {
    const offer = priceOffer(terms(5_000_000), standardOfferPricing);
    expect(offer).toMatchObject({
      principal: 5_000_000,
      tenureMonths: 12,
      dueDayOfMonth: 5,
      monthlyFlatRate: 250,
      annualInterestPercent: 30,
      emi: 541_667,
      totalInterest: 1_500_000,
      totalRepayable: 6_500_000,
      processingFee: 100_000, // 2% of Rs 50,000
      processingFeeGst: 18_000,
      convenienceFee: 25_000, // 0.5%, above the Rs 99 minimum
      convenienceFeeGst: 4_500,
      disbursed: 4_852_500,
    });
    expect(offer.instalments).toHaveLength(12);
    // Eleven EMIs of Rs 5,416.67 and a last of Rs 5,416.63: Rs 65,000 in all.
    expect(offer.instalments.slice(0, 11).every((amount) => amount === 541_667)).toBe(true);
    expect(offer.instalments[11]).toBe(541_663);
    expect(offer.lastInstalment).toBe(541_663);
    // Without fees the same loan costs 51.44% a year (flat-loan.test.ts); the Rs 1,475 of fees and
    // GST taken from the payout make it 57.73%.
    expect(offer.apr).toBe(5_773);
  });

  it('charges the minimum convenience fee on a small loan', () => {
    const offer = priceOffer(terms(1_500_000, 3), standardOfferPricing);
    expect(offer.convenienceFee).toBe(9_900); // 0.5% of Rs 15,000 is Rs 75, below Rs 99
    expect(offer.convenienceFeeGst).toBe(1_782);
  });

  it('rounds each fee and its GST half up to the paisa', () => {
    // 2% of 12,345.25 is 246.905; 18% of 246.91 is 44.4438.
    const offer = priceOffer(terms(1_234_525, 6), { ...standardOfferPricing, minConvenienceFee: paise(0) });
    expect(offer.processingFee).toBe(24_691);
    expect(offer.processingFeeGst).toBe(4_444);
    // 0.5% of 12,345.25 is 61.72625; 18% of 61.73 is 11.1114.
    expect(offer.convenienceFee).toBe(6_173);
    expect(offer.convenienceFeeGst).toBe(1_111);
  });

  it('refuses impossible terms', () => {
    const base = terms(5_000_000);
    const refuse = (changed: Partial<typeof base>) =>
      expect(() => priceOffer({ ...base, ...changed }, standardOfferPricing)).toThrow(RangeError);
    refuse({ tenureMonths: 0 });
    refuse({ tenureMonths: 2.5 });
    refuse({ principal: paise(0) });
    refuse({ principal: paise(-100) });
    refuse({ principal: paise(10_000) }); // the Rs 99 fee and its GST exceed Rs 100
    refuse({ dueDayOfMonth: 0 });
    refuse({ dueDayOfMonth: 29 });
    refuse({ dueDayOfMonth: 5.5 });
    expect(() => priceOffer(terms(11_900), standardOfferPricing)).toThrow(RangeError);
  });

  const pricings: fc.Arbitrary<OfferPricing> = fc.record({
    monthlyFlatRate: fc.integer({ min: 0, max: 500 }).map(basisPoints),
    processingFeeRate: fc.integer({ min: 0, max: 500 }).map(basisPoints),
    convenienceFeeRate: fc.integer({ min: 0, max: 300 }).map(basisPoints),
    minConvenienceFee: fc.integer({ min: 0, max: 50_000 }).map(paise),
    gstRate: fc.integer({ min: 0, max: 2_800 }).map(basisPoints),
  });
  // From Rs 10,000 (the smallest product) to Rs 50 lakh (the largest).
  const offerTerms = fc.record({
    principal: fc.integer({ min: 1_000_000, max: 500_000_000 }).map(paise),
    tenureMonths: fc.integer({ min: 1, max: 36 }),
    dueDayOfMonth: fc.integer({ min: 1, max: 28 }),
  });

  it('never loses a paisa: instalments sum to the repayable, and payout, fees and GST to the principal', () => {
    fc.assert(
      fc.property(offerTerms, pricings, (offerTerm, pricing) => {
        const offer = priceOffer(offerTerm, pricing);
        expect(offer.instalments.reduce((sum, amount) => sum + amount, 0)).toBe(offer.totalRepayable);
        expect(offer.totalRepayable).toBe(offer.principal + offer.totalInterest);
        expect(
          offer.disbursed +
            offer.processingFee +
            offer.processingFeeGst +
            offer.convenienceFee +
            offer.convenienceFeeGst,
        ).toBe(offer.principal);
        expect(offer.emi).toBe(Math.max(...offer.instalments));
        expect(offer.convenienceFee).toBeGreaterThanOrEqual(pricing.minConvenienceFee);
        expect(offer.instalments.every(Number.isSafeInteger)).toBe(true);
      }),
    );
  });

  it('never quotes an APR below the flat rate a year', () => {
    fc.assert(
      fc.property(offerTerms, pricings, (offerTerm, pricing) => {
        const offer = priceOffer(offerTerm, pricing);
        expect(offer.apr).toBeGreaterThanOrEqual(pricing.monthlyFlatRate * 12);
      }),
    );
  });
});

describe('largestAffordablePrincipal', () => {
  const rupees1000 = paise(100_000);

  it('finds the largest Rs 1,000 multiple an EMI of Rs 5,000 repays over 12 months at 2.5%', () => {
    // EMI of P over 12 months at 2.5% flat is P/12 + 0.025P = 0.108333P: Rs 46,153 at most.
    const principal = largestAffordablePrincipal(paise(500_000), 12, basisPoints(250), rupees1000);
    expect(principal).toBe(4_600_000);
  });

  it('answers 0 when nothing is affordable', () => {
    expect(largestAffordablePrincipal(paise(0), 12, basisPoints(250), rupees1000)).toBe(0);
    expect(largestAffordablePrincipal(paise(-50_000), 12, basisPoints(250), rupees1000)).toBe(0);
    expect(largestAffordablePrincipal(paise(10_000), 12, basisPoints(250), rupees1000)).toBe(0);
  });

  it('refuses a step or tenure that makes no sense', () => {
    expect(() => largestAffordablePrincipal(paise(500_000), 12, basisPoints(250), paise(0))).toThrow(
      RangeError,
    );
    expect(() => largestAffordablePrincipal(paise(500_000), 0, basisPoints(250), rupees1000)).toThrow(
      RangeError,
    );
  });

  const noFees: OfferPricing = {
    monthlyFlatRate: basisPoints(0),
    processingFeeRate: basisPoints(0),
    convenienceFeeRate: basisPoints(0),
    minConvenienceFee: paise(0),
    gstRate: basisPoints(0),
  };
  const emiOf = (principal: number, tenureMonths: number, monthlyFlatRate: number) =>
    priceOffer(
      { principal: paise(principal), tenureMonths, dueDayOfMonth: defaultDueDayOfMonth },
      { ...noFees, monthlyFlatRate: basisPoints(monthlyFlatRate) },
    ).emi;

  it('keeps the EMI within the limit, and one step more would break it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(1, 100, 10_000, 100_000, 123_457),
        (maxEmi, tenureMonths, rate, step) => {
          const principal = largestAffordablePrincipal(
            paise(maxEmi),
            tenureMonths,
            basisPoints(rate),
            paise(step),
          );
          expect(principal % step).toBe(0);
          expect(principal).toBeGreaterThanOrEqual(0);
          if (principal > 0) expect(emiOf(principal, tenureMonths, rate)).toBeLessThanOrEqual(maxEmi);
          expect(emiOf(principal + step, tenureMonths, rate)).toBeGreaterThan(maxEmi);
        },
      ),
    );
  });
});
