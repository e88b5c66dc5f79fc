import { annualPercentageRate } from './annual-percentage-rate.ts';
import { compareDates, type IsoDate } from './calendar-date.ts';
import { repaymentSchedule, type RepaymentRow } from './key-fact-statement-schedule.ts';
import { instalmentFigures } from './instalment-figures.ts';
import { priceOffer, type OfferPricing, type OfferTerms } from './loan-offer.ts';
import {
  addPaise,
  basisPoints,
  multiplyPaiseByBasisPoints,
  subtractPaise,
  sumPaise,
  type BasisPoints,
  type Paise,
} from './money.ts';
import { formatScaledDecimal } from './scaled-decimal.ts';
import { addWorkingDays, defaultBankHolidays } from './working-days.ts';

/**
 * The RBI Key Fact Statement (circular of 15 Apr 2024): Annex A parts 1 and 2, Annex B (the APR
 * computation) and Annex C (the repayment schedule), as plain data. The consent screen, the
 * agreement's summary box and the loan's schedule read their figures from here.
 */

/** A KFS is binding for at least 3 working days when the loan runs 7 days or more (every monthly loan). */
export const kfsValidityWorkingDays = 3;

export type FeeRecurrence = 'one-time' | 'recurring';

export type KfsFee = {
  kind: 'processing' | 'convenience' | 'third-party';
  /** A third party's charge as the lender names it; null for the lender's own fees, which the documents name in the reader's language. */
  name: string | null;
  payableTo: 'lender' | 'third-party';
  recurrence: FeeRecurrence;
  /** The fee's own rate of the loan amount, when it is quoted as one. */
  rate: BasisPoints | null;
  amount: Paise;
  gst: Paise;
  /** Amount plus GST: what the borrower bears. */
  total: Paise;
};

/** A charge collected for a third party (insurance, stamp duty), taken from the payout. */
export type ThirdPartyFee = { name: string; amount: Paise; gstRate: BasisPoints };

export type ContingentCharge = {
  kind: 'penal-delayed-payment' | 'other-penal' | 'foreclosure' | 'rate-switch' | 'other';
  /** The charge as the lender's policy states it, e.g. 'Rs 500 per missed instalment, no GST'. */
  description: string;
};

/** Annex A part 2, given by the lender. */
export type KfsDisclosures = {
  recoveryAgentsClause: string;
  grievanceRedressalClause: string;
  grievanceOfficer: { name: string; phone: string; email: string };
  mayBeTransferred: boolean;
  coolingOffDays: number;
  /** The lending service provider acting as recovery agent, or null. */
  recoveryLsp: string | null;
};

export type KeyFactStatementInput = {
  proposalNumber: string;
  loanType: string;
  terms: OfferTerms;
  pricing: OfferPricing;
  issuedOn: IsoDate;
  disbursalDate: IsoDate;
  thirdPartyFees: readonly ThirdPartyFee[];
  contingentCharges: readonly ContingentCharge[];
  disclosures: KfsDisclosures;
  /** Bank holidays for the validity; the default national list when absent. */
  holidays?: readonly IsoDate[];
};

export type Apr = { basisPoints: BasisPoints; percent: string };

export type KeyFactStatement = {
  proposalNumber: string;
  loanType: string;
  issuedOn: IsoDate;
  validUntil: IsoDate;
  partOne: {
    loanAmount: Paise;
    /** Paid out in one go, the whole amount, on this date. */
    disbursal: { stages: 1; percentUpfront: 100; date: IsoDate };
    tenureMonths: number;
    instalments: {
      type: 'monthly';
      count: number;
      /** The equated instalment (EMI): every instalment but the last (`instalmentFigures`). */
      amount: Paise;
      /** The last instalment where it differs from the EMI (smaller, so the total is repaid exactly); null when it does not. */
      lastAmount: Paise | null;
      firstDueDate: IsoDate;
    };
    interest: { type: 'fixed'; method: 'flat'; monthlyRate: BasisPoints; annualRate: BasisPoints };
    fees: KfsFee[];
    apr: Apr;
    contingentCharges: ContingentCharge[];
  };
  partTwo: KfsDisclosures;
  annexB: {
    sanctionedAmount: Paise;
    tenureMonths: number;
    instalmentCount: number;
    instalmentAmount: Paise;
    firstDueDate: IsoDate;
    dueDayOfMonth: number;
    rateType: 'fixed';
    annualFlatRate: BasisPoints;
    /** The flat rate as a reducing-balance rate: 12 x the monthly IRR on the loan amount. */
    reducingBalanceRate: BasisPoints;
    totalInterest: Paise;
    feesToLender: Paise;
    feesToThirdParties: Paise;
    /** The loan amount less every fee and its GST taken from the payout. */
    netDisbursed: Paise;
    /** The loan amount plus the total interest: the sum of the instalments. */
    totalPayable: Paise;
    /** 12 x the monthly IRR of the net disbursed amount and the instalments, nominal, not compounded. */
    apr: Apr;
    disbursalDate: IsoDate;
  };
  annexC: RepaymentRow[];
};

function apr(rate: BasisPoints): Apr {
  return { basisPoints: rate, percent: formatScaledDecimal(BigInt(rate), 2) };
}

function lenderFee(
  kind: 'processing' | 'convenience',
  rate: BasisPoints | null,
  amount: Paise,
  gst: Paise,
): KfsFee {
  return {
    kind,
    name: null,
    payableTo: 'lender',
    recurrence: 'one-time',
    rate,
    amount,
    gst,
    total: addPaise(amount, gst),
  };
}

export function keyFactStatement(input: KeyFactStatementInput): KeyFactStatement {
  const { terms, pricing } = input;
  const offer = priceOffer(terms, pricing);
  const lenderFees = [
    lenderFee('processing', pricing.processingFeeRate, offer.processingFee, offer.processingFeeGst),
  ];
  if (offer.convenienceFee > 0) {
    lenderFees.push(lenderFee('convenience', null, offer.convenienceFee, offer.convenienceFeeGst));
  }
  const thirdPartyFees = input.thirdPartyFees.map((fee): KfsFee => {
    const gst = multiplyPaiseByBasisPoints(fee.amount, fee.gstRate, 'half-up');
    const total = addPaise(fee.amount, gst);
    return {
      kind: 'third-party',
      name: fee.name,
      payableTo: 'third-party',
      recurrence: 'one-time',
      rate: null,
      amount: fee.amount,
      gst,
      total,
    };
  });
  const feesToLender = sumPaise(lenderFees.map((fee) => fee.total));
  const feesToThirdParties = sumPaise(thirdPartyFees.map((fee) => fee.total));
  // priceOffer's payout is already net of the lender's fees; third parties' charges come off it too.
  const netDisbursed = subtractPaise(offer.disbursed, feesToThirdParties);
  if (netDisbursed <= 0)
    throw new RangeError(`Fees leave nothing of the loan amount (${netDisbursed} paise)`);
  const allInclusive = apr(annualPercentageRate(netDisbursed, offer.instalments));
  const annexC = repaymentSchedule(
    offer.principal,
    offer.instalments,
    input.disbursalDate,
    terms.dueDayOfMonth,
  );
  const figures = instalmentFigures(offer.instalments);
  const firstDueDate = annexC[0]?.dueDate ?? input.disbursalDate;
  const instalmentCount = offer.instalments.length;
  const annualFlatRate = basisPoints(pricing.monthlyFlatRate * 12);
  return {
    proposalNumber: input.proposalNumber,
    loanType: input.loanType,
    issuedOn: input.issuedOn,
    validUntil: addWorkingDays(input.issuedOn, kfsValidityWorkingDays, input.holidays ?? defaultBankHolidays),
    partOne: {
      loanAmount: offer.principal,
      disbursal: { stages: 1, percentUpfront: 100, date: input.disbursalDate },
      tenureMonths: offer.tenureMonths,
      instalments: {
        type: 'monthly',
        count: instalmentCount,
        amount: figures.emi,
        lastAmount: figures.lastInstalment,
        firstDueDate,
      },
      interest: {
        type: 'fixed',
        method: 'flat',
        monthlyRate: pricing.monthlyFlatRate,
        annualRate: annualFlatRate,
      },
      fees: [...lenderFees, ...thirdPartyFees],
      apr: allInclusive,
      contingentCharges: [...input.contingentCharges],
    },
    partTwo: input.disclosures,
    annexB: {
      sanctionedAmount: offer.principal,
      tenureMonths: offer.tenureMonths,
      instalmentCount,
      instalmentAmount: figures.emi,
      firstDueDate,
      dueDayOfMonth: terms.dueDayOfMonth,
      rateType: 'fixed',
      annualFlatRate,
      reducingBalanceRate: annualPercentageRate(offer.principal, offer.instalments),
      totalInterest: offer.totalInterest,
      feesToLender,
      feesToThirdParties,
      netDisbursed,
      totalPayable: offer.totalRepayable,
      apr: allInclusive,
      disbursalDate: input.disbursalDate,
    },
    annexC,
  };
}

/** An offer may be accepted on its KFS from the day it was issued to its last valid day, inclusive. */
export function isKfsValid(kfs: Pick<KeyFactStatement, 'issuedOn' | 'validUntil'>, today: IsoDate): boolean {
  return compareDates(today, kfs.issuedOn) >= 0 && compareDates(today, kfs.validUntil) <= 0;
}
