import type { LoanOffer } from '@kredo/contract/loan-offer';
import { findLender } from '@kredo/contract/lenders';
import type { OpportunityStatus } from '@kredo/domain/application-lifecycle';
import type { OfferPricing, PricedOffer } from '@kredo/domain/loan-offer';

import type { ApplicationRow } from '../loan-application/application-moves.ts';
import type { ProductDefinition } from '../loan-products/loan-products.service.ts';
import type { OpportunityRow } from './underwriting.repository.ts';

/** An approved offer as an opportunity row: the lender is the product's. */
export function opportunityRowOf(
  application: ApplicationRow,
  product: ProductDefinition,
  offer: PricedOffer,
  pricing: OfferPricing,
  now: Date,
): Omit<OpportunityRow, 'id'> {
  return {
    applicationId: application.id,
    userId: application.userId,
    status: 'LENDER_APPROVED' satisfies OpportunityStatus,
    subStatuses: [],
    lenderId: product.lenderId,
    productCode: product.code,
    amountPaise: offer.principal,
    tenureMonths: offer.tenureMonths,
    monthlyFlatRateBp: offer.monthlyFlatRate,
    annualInterestBp: Math.round(offer.annualInterestPercent * 100),
    emiPaise: offer.emi,
    installmentPaise: offer.instalments.at(-1) ?? offer.emi,
    instalmentsPaise: [...offer.instalments],
    totalInterestPaise: offer.totalInterest,
    totalRepayablePaise: offer.totalRepayable,
    processingFeePaise: offer.processingFee,
    processingFeeGstPaise: offer.processingFeeGst,
    convenienceFeeRateBp: pricing.convenienceFeeRate,
    minConvenienceFeePaise: pricing.minConvenienceFee,
    convenienceFeePaise: offer.convenienceFee,
    convenienceFeeGstPaise: offer.convenienceFeeGst,
    disbursedPaise: offer.disbursed,
    aprBp: offer.apr,
    dueDayOfMonth: offer.dueDayOfMonth,
    createdAt: now,
    updatedAt: now,
  };
}

/** The opportunity as the contract's offer (loan-offer.ts): percentages from basis points. */
export function toLoanOffer(row: OpportunityRow): LoanOffer {
  return {
    opportunityId: row.id,
    applicationId: row.applicationId,
    status: row.status as OpportunityStatus,
    subStatuses: row.subStatuses,
    productCode: row.productCode,
    lenderId: row.lenderId,
    lenderName: findLender(row.lenderId)?.name ?? `Lender ${row.lenderId}`,
    amount: row.amountPaise,
    tenureMonths: row.tenureMonths,
    tenurePeriod: 'MONTHS',
    paymentFrequency: 'Monthly',
    monthlyFlatRateBp: row.monthlyFlatRateBp,
    interestPercent: row.annualInterestBp / 100,
    emiAmount: row.emiPaise,
    installmentAmount: row.installmentPaise,
    totalInterest: row.totalInterestPaise,
    totalRepayable: row.totalRepayablePaise,
    processingFee: row.processingFeePaise,
    processingFeeGst: row.processingFeeGstPaise,
    convenienceFeePct: row.convenienceFeeRateBp / 100,
    minConvenienceFee: row.minConvenienceFeePaise,
    convenienceFee: row.convenienceFeePaise,
    convenienceFeeGst: row.convenienceFeeGstPaise,
    disbursedAmount: row.disbursedPaise,
    aprBp: row.aprBp,
    dueDayOfMonth: row.dueDayOfMonth,
    createdAt: row.createdAt.toISOString(),
  };
}
