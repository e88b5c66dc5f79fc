import { standardOfferPricing, type OfferPricing } from '@kredo/domain/loan-offer';

import type { ProductDefinition } from '../loan-products/loan-products.service.ts';

/**
 * How a product's offers are priced: its own flat rate and processing fee; the convenience fee
 * and GST are the standard ones (every lender we arrange for charges the same today).
 */
export function offerPricingOf(product: ProductDefinition): OfferPricing {
  return {
    ...standardOfferPricing,
    monthlyFlatRate: product.monthlyFlatRate,
    processingFeeRate: product.processingFeeRate,
  };
}
