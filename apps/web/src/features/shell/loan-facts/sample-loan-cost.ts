import { gstRate, type RepresentativeLoan } from '@kredo/contract/lenders';
import { annualPercentageRate } from '@kredo/domain/annual-percentage-rate';
import { costOfFlatLoan } from '@kredo/domain/flat-loan';
import { instalmentFigures } from '@kredo/domain/instalment-figures';
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
  /** The EMI every instalment but the last repeats, as an offer and its KFS state it (`instalmentFigures`). */
  emi: Paise;
  /** The last instalment where it differs (smaller: the odd paise that do not divide), else null. */
  lastInstalment: Paise | null;
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
  const { emi, lastInstalment } = instalmentFigures(cost.instalments);
  return {
    principal: loan.principal,
    tenureMonths: loan.tenureMonths,
    monthlyFlatRate: loan.monthlyFlatRate,
    processingFee,
    processingFeeGst,
    disbursed: cost.disbursed,
    totalInterest: cost.totalInterest,
    totalRepayable: cost.totalRepayable,
    emi,
    lastInstalment,
    annualPercentageRate: annualPercentageRate(cost.disbursed, cost.instalments),
  };
}
