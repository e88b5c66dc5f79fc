import type { IsoDate } from './calendar-date.ts';
import { nextBillDate } from './credit-line-billing.ts';
import {
  advanceTo,
  drawDown,
  lineOutstanding,
  openCreditLine,
  repay,
  type CreditLine,
} from './credit-line.ts';
import {
  checkCreditLineTerms,
  convenienceFee,
  creditLineBillDay,
  creditLineDueDay,
  lineExpiresOn,
  processingFeeWithGst,
  type ConvenienceFeeRule,
  type CreditLineTerms,
  type PrincipalRepayment,
} from './credit-line-terms.ts';
import {
  kfsValidityWorkingDays,
  type Apr,
  type ContingentCharge,
  type KfsDisclosures,
  type KeyFactStatement,
  type KfsFee,
} from './key-fact-statement.ts';
import { daysBetween } from './loan-dues.ts';
import { addPaise, basisPoints, sumPaise, type BasisPoints, type Paise } from './money.ts';
import { formatScaledDecimal } from './scaled-decimal.ts';
import { addWorkingDays, defaultBankHolidays } from './working-days.ts';

/**
 * The Key Fact Statement of a revolving credit line (docs/decisions.md, 'The KFS of a credit
 * line'). RBI's KFS circular of April 2024 is written for term loans; a digital line still needs
 * one, so it keeps the term loan's parts and replaces what a line does not have (a schedule of
 * instalments) with what it does: the limit and how long it may be drawn, simple interest on what
 * is drawn counted actual/365, the monthly bill (made on the 1st, due on the 5th), the processing
 * fee billed once and the convenience fee on every drawdown. The APR is that of one illustrative
 * drawdown: the whole limit drawn on the day the KFS is issued and repaid with its bills on their
 * due dates, worked out by the same rules the line's servicing runs (credit-line.ts), so the
 * figures the borrower is shown are the ones their bills would carry.
 */

export type CreditLineKfsInput = {
  proposalNumber: string;
  loanType: string;
  /** The line's terms; the illustration opens it on the issue day, for `tenureMonths`. */
  terms: Omit<CreditLineTerms, 'openedOn' | 'expiresOn'>;
  tenureMonths: number;
  issuedOn: IsoDate;
  contingentCharges: readonly ContingentCharge[];
  disclosures: KfsDisclosures;
  holidays?: readonly IsoDate[];
};

/** One bill of the illustration, paid in full on its due date. */
export type IllustrativeBill = {
  billDate: IsoDate;
  dueDate: IsoDate;
  interest: Paise;
  /** Fees with their GST. */
  charges: Paise;
  principal: Paise;
  total: Paise;
};

export type CreditLineKeyFactStatement = {
  kind: 'credit-line';
  proposalNumber: string;
  loanType: string;
  issuedOn: IsoDate;
  validUntil: IsoDate;
  partOne: {
    limit: Paise;
    /** Months the line may be drawn from the day it opens. */
    tenureMonths: number;
    interest: {
      type: 'fixed';
      method: 'simple-on-drawn';
      annualRate: BasisPoints;
      dayCount: 'actual/365';
    };
    billing: { billDay: number; dueDay: number; principal: PrincipalRepayment };
    /** The processing fee (one-time, in the first bill) and the convenience fee on the illustrative drawdown (recurring, one per drawdown). */
    fees: KfsFee[];
    convenienceFeeRule: ConvenienceFeeRule;
    gstRate: BasisPoints;
    apr: Apr;
    contingentCharges: ContingentCharge[];
  };
  partTwo: KfsDisclosures;
  illustration: {
    drawnOn: IsoDate;
    drawn: Paise;
    /** What reaches the borrower's account: the whole amount (fees are billed, not deducted). */
    received: Paise;
    bills: IllustrativeBill[];
    totalInterest: Paise;
    totalCharges: Paise;
    totalPayable: Paise;
    /** 365 x the daily rate of return of the amount received and the bills paid, nominal, not compounded. */
    apr: Apr;
  };
};

export function isCreditLineStatement(
  statement: KeyFactStatement | CreditLineKeyFactStatement,
): statement is CreditLineKeyFactStatement {
  return 'kind' in statement && statement.kind === 'credit-line';
}

function aprOf(rate: BasisPoints): Apr {
  return { basisPoints: rate, percent: formatScaledDecimal(BigInt(rate), 2) };
}

/**
 * The annual rate (365 x the daily internal rate of return, in basis points) at which payments on
 * the given days after the payout are worth the payout: bisection, as the term loan's APR.
 */
export function dailyRateAnnualised(
  received: Paise,
  payments: ReadonlyArray<{ day: number; amount: Paise }>,
): BasisPoints {
  if (received <= 0 || payments.length === 0) throw new RangeError('Need a positive payout and payments');
  const worth = (rate: number) =>
    payments.reduce((sum, { day, amount }) => sum + amount / (1 + rate) ** day, 0);
  const repaid = payments.reduce((sum, { amount }) => sum + amount, 0);
  if (repaid <= received) return basisPoints(0);
  let low = 0;
  let high = 0.1; // 10% a day: far above any lawful rate
  for (let step = 0; step < 200 && high - low > 1e-16; step += 1) {
    const rate = (low + high) / 2;
    if (worth(rate) > received) low = rate;
    else high = rate;
  }
  return basisPoints(Math.round(((low + high) / 2) * 365 * 10_000));
}

/** The line drawn in full on its first day, each bill paid on its due date, until nothing is owed. */
function illustrate(terms: CreditLineTerms): CreditLineKeyFactStatement['illustration'] {
  const drawn = drawDown(openCreditLine(terms), terms.limit);
  if (!drawn.ok) throw new RangeError(`The illustrative drawdown is refused: ${drawn.refusal.message}`);
  let line: CreditLine = drawn.line;
  const bills: IllustrativeBill[] = [];
  // Each bill asks for all the principal drawn, so two bills settle the line (the second carries
  // the days of interest to the first due date); the bound only guards against terms that never would.
  for (let round = 0; round < 6 && (lineOutstanding(line) > 0 || line.periodInterest > 0n); round += 1) {
    line = advanceTo(line, nextBillDate(line.today)).line;
    const bill = line.bills.at(-1);
    if (!bill || bill.billDate !== line.today) continue;
    line = advanceTo(line, bill.dueDate).line;
    const charges = addPaise(bill.fees, bill.gst);
    const total = sumPaise([bill.interest, charges, bill.principal]);
    bills.push({
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      interest: bill.interest,
      charges,
      principal: bill.principal,
      total,
    });
    line = repay(line, total).line;
  }
  if (lineOutstanding(line) > 0 || line.periodInterest > 0n)
    throw new RangeError('The illustrative drawdown does not settle within six bills');
  const totalInterest = sumPaise(bills.map((bill) => bill.interest));
  const totalCharges = sumPaise(bills.map((bill) => bill.charges));
  const totalPayable = sumPaise(bills.map((bill) => bill.total));
  const payments = bills.map((bill) => ({
    day: daysBetween(terms.openedOn, bill.dueDate),
    amount: bill.total,
  }));
  return {
    drawnOn: terms.openedOn,
    drawn: terms.limit,
    received: terms.limit,
    bills,
    totalInterest,
    totalCharges,
    totalPayable,
    apr: aprOf(dailyRateAnnualised(terms.limit, payments)),
  };
}

export function creditLineKeyFactStatement(input: CreditLineKfsInput): CreditLineKeyFactStatement {
  const terms = checkCreditLineTerms({
    ...input.terms,
    openedOn: input.issuedOn,
    expiresOn: lineExpiresOn(input.issuedOn, input.tenureMonths),
  });
  // A line that collects principal daily repays outside its bills; no product offers one yet, and
  // its illustration would need that collection's own schedule.
  if (terms.principalRepayment !== 'on-due-date')
    throw new RangeError('The KFS illustrates lines whose principal is billed; this one collects it daily');
  const processing = processingFeeWithGst(terms);
  const convenience = convenienceFee(terms.limit, terms.convenienceFee, terms.gstRate);
  const fees: KfsFee[] = [
    {
      kind: 'processing',
      name: null,
      payableTo: 'lender',
      recurrence: 'one-time',
      rate: null,
      amount: processing.fee,
      gst: processing.gst,
      total: addPaise(processing.fee, processing.gst),
    },
    {
      kind: 'convenience',
      name: null,
      payableTo: 'lender',
      recurrence: 'recurring',
      rate: terms.convenienceFee.kind === 'percent' ? terms.convenienceFee.rate : null,
      amount: convenience.fee,
      gst: convenience.gst,
      total: addPaise(convenience.fee, convenience.gst),
    },
  ];
  const illustration = illustrate(terms);
  return {
    kind: 'credit-line',
    proposalNumber: input.proposalNumber,
    loanType: input.loanType,
    issuedOn: input.issuedOn,
    validUntil: addWorkingDays(input.issuedOn, kfsValidityWorkingDays, input.holidays ?? defaultBankHolidays),
    partOne: {
      limit: terms.limit,
      tenureMonths: input.tenureMonths,
      interest: {
        type: 'fixed',
        method: 'simple-on-drawn',
        annualRate: terms.annualRate,
        dayCount: 'actual/365',
      },
      billing: { billDay: creditLineBillDay, dueDay: creditLineDueDay, principal: terms.principalRepayment },
      fees,
      convenienceFeeRule: terms.convenienceFee,
      gstRate: terms.gstRate,
      apr: illustration.apr,
      contingentCharges: [...input.contingentCharges],
    },
    partTwo: input.disclosures,
    illustration,
  };
}
