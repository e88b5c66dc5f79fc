import { equatedInstalments } from './instalment-figures.ts';
import {
  addPaise,
  multiplyPaiseByBasisPoints,
  paise,
  type BasisPoints,
  type Paise,
} from './money.ts';

/**
 * A loan quoted at a flat monthly rate (the partners' "2.5% flat per month"): interest is charged
 * on the whole principal for every month, and principal plus interest is repaid in equal
 * instalments. All in integer paise; the instalments sum exactly to what is owed.
 */
export type FlatLoanQuote = {
  principal: Paise;
  tenureMonths: number;
  /** Flat interest per month, e.g. 250 for 2.5%. */
  monthlyFlatRate: BasisPoints;
  /** Deducted from the amount paid out (a processing fee), so it raises the true cost. */
  processingFee: Paise;
};

export type FlatLoanCost = {
  totalInterest: Paise;
  totalRepayable: Paise;
  /** Equated instalments (`equatedInstalments`): the EMI rounded up to the paisa, the last one smaller when the total does not divide. */
  instalments: Paise[];
  disbursed: Paise;
};

export function costOfFlatLoan(quote: FlatLoanQuote): FlatLoanCost {
  if (!Number.isInteger(quote.tenureMonths) || quote.tenureMonths < 1 || quote.tenureMonths > 120) {
    throw new RangeError('Tenure must be 1 to 120 whole months');
  }
  if (quote.principal <= 0) throw new RangeError('Principal must be positive');
  if (quote.processingFee < 0 || quote.processingFee >= quote.principal) {
    throw new RangeError('Processing fee must be at least 0 and below the principal');
  }
  const monthlyInterest = multiplyPaiseByBasisPoints(quote.principal, quote.monthlyFlatRate, 'half-up');
  const totalInterest = paise(monthlyInterest * quote.tenureMonths);
  const totalRepayable = addPaise(quote.principal, totalInterest);
  const instalments = equatedInstalments(totalRepayable, quote.tenureMonths);
  return {
    totalInterest,
    totalRepayable,
    instalments,
    disbursed: paise(quote.principal - quote.processingFee),
  };
}
