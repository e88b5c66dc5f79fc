import { basisPoints, paise, type BasisPoints, type Paise } from '@kredo/domain/money';

/**
 * The regulated lenders whose loans the product arranges. A digital lending app must name, on
 * its own pages, the lender that provides each loan (RBI Digital Lending Directions, 2025); the
 * login page's 'Loan Provided By' card does, for the lender behind the brand's advertised offer.
 */
export type Lender = {
  /** The numeric id the loan records carry (spec 001: 174, 176, 179-184, ...). */
  id: number;
  name: string;
  legalName: string;
  kind: 'NBFC' | 'Bank';
  /** The RBI certificate of registration (NBFCs) or licence (banks). */
  registration: string;
  grievanceEmail: string;
};

export const lenders: readonly Lender[] = [
  {
    id: 174,
    name: 'Sahyadri Finance',
    legalName: 'Sahyadri Finance Private Limited',
    kind: 'NBFC',
    registration: 'N-13.02287',
    grievanceEmail: 'grievance@sahyadrifinance.example',
  },
  {
    id: 176,
    name: 'Kaveri Capital',
    legalName: 'Kaveri Capital Limited',
    kind: 'NBFC',
    registration: 'B-07.00812',
    grievanceEmail: 'nodal.officer@kavericapital.example',
  },
  {
    id: 179,
    name: 'Narmada Credit',
    legalName: 'Narmada Credit and Investments Limited',
    kind: 'NBFC',
    registration: 'B-14.03345',
    grievanceEmail: 'grievance@narmadacredit.example',
  },
];

const lendersById = new Map(lenders.map((lender) => [lender.id, lender]));

export function findLender(id: number): Lender | undefined {
  return lendersById.get(id);
}

/** GST on fees (processing, convenience): 18%. */
export const gstRate: BasisPoints = basisPoints(1800);

/**
 * The loan the login page prices as an example of what a loan costs: Rs 50,000 over 12 months at
 * the advertised 2.5% flat a month, with a 2% processing fee and the convenience fee every offer
 * charges (0.5%, at least Rs 99; `standardOfferPricing` in packages/domain), each plus GST, taken
 * from the payout. The figures shown are computed from these by packages/domain's `priceOffer`,
 * as an offer's and its KFS's are, never typed in.
 */
export type RepresentativeLoan = {
  principal: Paise;
  tenureMonths: number;
  monthlyFlatRate: BasisPoints;
  processingFeeRate: BasisPoints;
  convenienceFeeRate: BasisPoints;
  minConvenienceFee: Paise;
};

export const representativeLoan: RepresentativeLoan = {
  principal: paise(50_000_00),
  tenureMonths: 12,
  monthlyFlatRate: basisPoints(250),
  processingFeeRate: basisPoints(200),
  convenienceFeeRate: basisPoints(50),
  minConvenienceFee: paise(99_00),
};
