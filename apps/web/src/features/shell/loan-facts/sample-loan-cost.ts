import { gstRate, type RepresentativeLoan } from '@kredo/contract/lenders';
import { defaultDueDayOfMonth, priceOffer } from '@kredo/domain/loan-offer';
import type { BasisPoints, Paise } from '@kredo/domain/money';

export type SampleLoanCost = {
  principal: Paise;
  tenureMonths: number;
  monthlyFlatRate: BasisPoints;
  processingFee: Paise;
  processingFeeGst: Paise;
  convenienceFee: Paise;
  convenienceFeeGst: Paise;
  /** What reaches the borrower's account: the principal less both fees and their GST. */
  disbursed: Paise;
  totalInterest: Paise;
  totalRepayable: Paise;
  /** The EMI every instalment but the last repeats, as an offer and its KFS state it (`instalmentFigures`). */
  emi: Paise;
  /** The last instalment where it differs (smaller: the odd paise that do not divide), else null. */
  lastInstalment: Paise | null;
  /** The APR the KFS of such an offer states: the interest and both fees with their GST. */
  annualPercentageRate: BasisPoints;
};

/**
 * Prices the login page's example loan, to the paisa, as a real offer is priced: `priceOffer`,
 * which the server prices an offer and its KFS with, at the example's rates and fees.
 */
export function sampleLoanCost(loan: RepresentativeLoan): SampleLoanCost {
  const offer = priceOffer(
    { principal: loan.principal, tenureMonths: loan.tenureMonths, dueDayOfMonth: defaultDueDayOfMonth },
    {
      monthlyFlatRate: loan.monthlyFlatRate,
      processingFeeRate: loan.processingFeeRate,
      convenienceFeeRate: loan.convenienceFeeRate,
      minConvenienceFee: loan.minConvenienceFee,
      gstRate,
    },
  );
  return {
    principal: offer.principal,
    tenureMonths: offer.tenureMonths,
    monthlyFlatRate: offer.monthlyFlatRate,
    processingFee: offer.processingFee,
    processingFeeGst: offer.processingFeeGst,
    convenienceFee: offer.convenienceFee,
    convenienceFeeGst: offer.convenienceFeeGst,
    disbursed: offer.disbursed,
    totalInterest: offer.totalInterest,
    totalRepayable: offer.totalRepayable,
    emi: offer.emi,
    lastInstalment: offer.lastInstalment,
    annualPercentageRate: offer.apr,
  };
}
