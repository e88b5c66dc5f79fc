import type { CreditLineTerms } from '@kredo/domain/credit-line-terms';
import { standardOfferPricing } from '@kredo/domain/loan-offer';
import { basisPoints, paise } from '@kredo/domain/money';

import { findProduct } from '../loan-products/loan-products.service.ts';
import type { OpportunityRow } from '../underwriting/opportunity-moves.ts';

/** Whether an opportunity offers a revolving credit line (its product's type is CREDIT_LINE). */
export const offersCreditLine = (row: Pick<OpportunityRow, 'productCode'>): boolean =>
  findProduct(row.productCode)?.productType === 'CREDIT_LINE';

/**
 * The terms a credit line offer opens on: the amount approved as the limit, the annual rate simple
 * on what is drawn, the processing fee for the first bill, the convenience fee on each drawdown
 * (the offer's percent with its minimum), GST, and the principal billed with each bill. The KFS
 * states them and the line opens on them, from this one reading of the opportunity.
 */
export function creditLineTermsOf(row: OpportunityRow): Omit<CreditLineTerms, 'openedOn' | 'expiresOn'> {
  return {
    limit: paise(row.amountPaise),
    annualRate: basisPoints(row.annualInterestBp),
    processingFee: paise(row.processingFeePaise),
    convenienceFee: {
      kind: 'percent',
      rate: basisPoints(row.convenienceFeeRateBp),
      minimum: paise(row.minConvenienceFeePaise),
    },
    gstRate: standardOfferPricing.gstRate,
    principalRepayment: 'on-due-date',
  };
}
