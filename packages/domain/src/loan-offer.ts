import { annualPercentageRate } from './annual-percentage-rate.ts';
import { costOfFlatLoan } from './flat-loan.ts';
import { instalmentFigures } from './instalment-figures.ts';
import { basisPoints, multiplyPaiseByBasisPoints, paise, type BasisPoints, type Paise } from './money.ts';

/** How a lender prices an offer: a flat monthly rate and two fees, each fee with GST on top. */
export type OfferPricing = {
  monthlyFlatRate: BasisPoints;
  processingFeeRate: BasisPoints;
  convenienceFeeRate: BasisPoints;
  minConvenienceFee: Paise;
  gstRate: BasisPoints;
};

export type OfferTerms = { principal: Paise; tenureMonths: number; dueDayOfMonth: number };

export type PricedOffer = {
  principal: Paise;
  tenureMonths: number;
  dueDayOfMonth: number;
  monthlyFlatRate: BasisPoints;
  /** The flat rate a year, as the consent screen shows it: 250 bp a month is 30. */
  annualInterestPercent: number;
  instalments: Paise[];
  /** The EMI every instalment but the last repeats (`instalmentFigures`). */
  emi: Paise;
  /** The last instalment where it differs from the EMI (smaller: the total's adjustment), else null. */
  lastInstalment: Paise | null;
  totalInterest: Paise;
  totalRepayable: Paise;
  processingFee: Paise;
  processingFeeGst: Paise;
  convenienceFee: Paise;
  convenienceFeeGst: Paise;
  /** What reaches the borrower's account: the principal less both fees and their GST. */
  disbursed: Paise;
  /** The true yearly cost, fees included (the IRR of the payout and the instalments). */
  apr: BasisPoints;
};

/** Instalments fall due on this day of the month unless staff choose another. */
export const defaultDueDayOfMonth = 5;

/** The standard offer: 2.5% flat a month, a 2% processing fee, a 0.5% convenience fee of at least Rs 99, GST 18%. */
export const standardOfferPricing: OfferPricing = {
  monthlyFlatRate: basisPoints(250),
  processingFeeRate: basisPoints(200),
  convenienceFeeRate: basisPoints(50),
  minConvenienceFee: paise(9_900),
  gstRate: basisPoints(1_800),
};

/** Days 29-31 are missing from some months, so a due day is 1 to 28. */
const lastDueDay = 28;

export function priceOffer(terms: OfferTerms, pricing: OfferPricing): PricedOffer {
  const { principal, tenureMonths, dueDayOfMonth } = terms;
  if (!Number.isInteger(tenureMonths) || tenureMonths < 1) {
    throw new RangeError(`Tenure must be a whole number of months, at least 1; got ${tenureMonths}`);
  }
  if (!Number.isSafeInteger(principal) || principal <= 0) {
    throw new RangeError(`Principal must be a positive number of paise; got ${principal}`);
  }
  if (!Number.isInteger(dueDayOfMonth) || dueDayOfMonth < 1 || dueDayOfMonth > lastDueDay) {
    throw new RangeError(`Due day must be 1 to ${lastDueDay}; got ${dueDayOfMonth}`);
  }
  const processingFee = multiplyPaiseByBasisPoints(principal, pricing.processingFeeRate, 'half-up');
  const convenienceFee = paise(
    Math.max(
      multiplyPaiseByBasisPoints(principal, pricing.convenienceFeeRate, 'half-up'),
      pricing.minConvenienceFee,
    ),
  );
  const processingFeeGst = multiplyPaiseByBasisPoints(processingFee, pricing.gstRate, 'half-up');
  const convenienceFeeGst = multiplyPaiseByBasisPoints(convenienceFee, pricing.gstRate, 'half-up');
  const deducted = paise(processingFee + processingFeeGst + convenienceFee + convenienceFeeGst);
  if (deducted >= principal) {
    throw new RangeError(`Fees and GST (${deducted} paise) leave nothing of the principal (${principal})`);
  }
  // Every deduction is taken from the payout, so the flat-loan maths treats them as one fee.
  const cost = costOfFlatLoan({
    principal,
    tenureMonths,
    monthlyFlatRate: pricing.monthlyFlatRate,
    processingFee: deducted,
  });
  const figures = instalmentFigures(cost.instalments);
  return {
    principal,
    tenureMonths,
    dueDayOfMonth,
    monthlyFlatRate: pricing.monthlyFlatRate,
    annualInterestPercent: (pricing.monthlyFlatRate * 12) / 100,
    instalments: cost.instalments,
    emi: figures.emi,
    lastInstalment: figures.lastInstalment,
    totalInterest: cost.totalInterest,
    totalRepayable: cost.totalRepayable,
    processingFee,
    processingFeeGst,
    convenienceFee,
    convenienceFeeGst,
    disbursed: cost.disbursed,
    apr: annualPercentageRate(cost.disbursed, cost.instalments),
  };
}

/** The EMI of a flat loan, as `priceOffer` reports it (fees do not change it). */
function emiOf(principal: Paise, tenureMonths: number, monthlyFlatRate: BasisPoints): Paise {
  const { instalments } = costOfFlatLoan({
    principal,
    tenureMonths,
    monthlyFlatRate,
    processingFee: paise(0),
  });
  return instalmentFigures(instalments).emi;
}

/** Largest principal, a multiple of `step`, whose EMI at this tenure and flat rate is <= maxEmi (0 if none). */
export function largestAffordablePrincipal(
  maxEmi: Paise,
  tenureMonths: number,
  monthlyFlatRate: BasisPoints,
  step: Paise,
): Paise {
  if (!Number.isSafeInteger(step) || step <= 0) throw new RangeError(`Step must be positive; got ${step}`);
  if (!Number.isInteger(tenureMonths) || tenureMonths < 1) {
    throw new RangeError(`Tenure must be a whole number of months, at least 1; got ${tenureMonths}`);
  }
  if (monthlyFlatRate < 0) throw new RangeError(`Rate must not be negative; got ${monthlyFlatRate}`);
  // The EMI never falls as the principal grows, and is at least principal / tenure: search the
  // steps between none and that bound.
  let low = 0;
  let high = Math.floor((Math.max(maxEmi, 0) * tenureMonths) / step);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (emiOf(paise(middle * step), tenureMonths, monthlyFlatRate) <= maxEmi) low = middle;
    else high = middle - 1;
  }
  return paise(low * step);
}
