import { gstRate, type RepresentativeLoan } from '@kredo/contract/lenders';
import { annualPercentageRate } from '@kredo/domain/annual-percentage-rate';
import { costOfFlatLoan } from '@kredo/domain/flat-loan';
import { addPaise, multiplyPaiseByBasisPoints, type BasisPoints, type Paise } from '@kredo/domain/money';

export type SampleLoanCost = {
  principal: Paise;
  tenureMonths: number;
  monthlyFlatRate: BasisPoints;
  processingFee: Paise;
  processingFeeGst: Paise;
  /** What reaches the borrower's account: the principal less the fee and its GST. */
  disbursed: Paise;
  totalInterest: Paise;
  totalRepayable: Paise;
  /** The instalments differ by at most a paisa: the first ones carry what does not divide evenly. */
  largestInstalment: Paise;
  smallestInstalment: Paise;
  /** How many instalments are the larger amount. */
  largerInstalments: number;
  annualPercentageRate: BasisPoints;
};

/** Prices the login page's example loan, to the paisa, with the rules a real offer is priced by. */
export function sampleLoanCost(loan: RepresentativeLoan): SampleLoanCost {
  const processingFee = multiplyPaiseByBasisPoints(loan.principal, loan.processingFeeRate, 'half-up');
  const processingFeeGst = multiplyPaiseByBasisPoints(processingFee, gstRate, 'half-up');
  const cost = costOfFlatLoan({
    principal: loan.principal,
    tenureMonths: loan.tenureMonths,
    monthlyFlatRate: loan.monthlyFlatRate,
    processingFee: addPaise(processingFee, processingFeeGst),
  });
  const largestInstalment = Math.max(...cost.instalments) as Paise;
  return {
    principal: loan.principal,
    tenureMonths: loan.tenureMonths,
    monthlyFlatRate: loan.monthlyFlatRate,
    processingFee,
    processingFeeGst,
    disbursed: cost.disbursed,
    totalInterest: cost.totalInterest,
    totalRepayable: cost.totalRepayable,
    largestInstalment,
    smallestInstalment: Math.min(...cost.instalments) as Paise,
    largerInstalments: cost.instalments.filter((amount) => amount === largestInstalment).length,
    annualPercentageRate: annualPercentageRate(cost.disbursed, cost.instalments),
  };
}
