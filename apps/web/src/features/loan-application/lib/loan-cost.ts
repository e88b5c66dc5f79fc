import { representativeLoan } from '@kredo/contract/lenders';
import type { ProductSpec } from '@kredo/contract/loan-application';
import { clampAmount, tenureOptions } from '@kredo/domain/loan-boundary';
import { defaultDueDayOfMonth, priceOffer, standardOfferPricing } from '@kredo/domain/loan-offer';
import { basisPoints, paise, sumPaise, type BasisPoints, type Paise } from '@kredo/domain/money';

/** What a product charges: its flat monthly rate and processing fee rate, in basis points. */
export type ProductPricing = Pick<ProductSpec, 'monthlyFlatRate' | 'processingFeeRate'>;

/** What a loan of a product costs, every figure from the domain's offer pricing. */
export type LoanCost = {
  principal: Paise;
  tenureMonths: number;
  /** The largest instalment (the first ones carry the paise that do not divide evenly). */
  emi: Paise;
  totalInterest: Paise;
  /** The processing and convenience fees with their GST, taken from the payout. */
  fees: Paise;
  /** Interest and fees: what the loan costs over what was borrowed. */
  totalCost: Paise;
  /** The true yearly cost, fees included. */
  apr: BasisPoints;
};

/**
 * Prices a loan as the lender's offer would be (`priceOffer` with the product's rates and the
 * standard convenience fee and GST, the server's `offerPricingOf`), or undefined when the terms
 * cannot be priced (fees above the principal).
 */
export function costOfLoan(
  pricing: ProductPricing,
  principal: number,
  tenureMonths: number,
): LoanCost | undefined {
  try {
    const offer = priceOffer(
      { principal: paise(principal), tenureMonths, dueDayOfMonth: defaultDueDayOfMonth },
      {
        ...standardOfferPricing,
        monthlyFlatRate: basisPoints(pricing.monthlyFlatRate),
        processingFeeRate: basisPoints(pricing.processingFeeRate),
      },
    );
    const fees = sumPaise([
      offer.processingFee,
      offer.processingFeeGst,
      offer.convenienceFee,
      offer.convenienceFeeGst,
    ]);
    return {
      principal: offer.principal,
      tenureMonths: offer.tenureMonths,
      emi: offer.emi,
      totalInterest: offer.totalInterest,
      fees,
      totalCost: sumPaise([offer.totalInterest, fees]),
      apr: offer.apr,
    };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * A product's example loan: the login page's representative loan (₹50,000 over 12 months)
 * brought within the product's amount range and to its offered tenure nearest 12 months.
 */
export function exampleLoanOf(product: Pick<ProductSpec, 'amountRange' | 'tenureMonths'>) {
  const tenures = tenureOptions(product.tenureMonths);
  const wanted = representativeLoan.tenureMonths;
  const tenureMonths = tenures.reduce(
    (best, months) => (Math.abs(months - wanted) < Math.abs(best - wanted) ? months : best),
    tenures[0] ?? wanted,
  );
  return { principal: clampAmount(representativeLoan.principal, product.amountRange), tenureMonths };
}
