import { compareDates, type IsoDate } from './calendar-date.ts';
import { isBillDay, makeBill, principalToBill, type CreditLineBill } from './credit-line-billing.ts';
import {
  accrualStep,
  dayInterestNumerator,
  interestToPaisa,
  type DayAccrual,
} from './credit-line-interest.ts';
import { allocateLineRepayment, payBills, type LineRepayment } from './credit-line-repayment.ts';
import {
  checkCreditLineTerms,
  convenienceFee,
  isLineExpired,
  processingFeeWithGst,
  type CreditLineTerms,
  type FeeWithGst,
} from './credit-line-terms.ts';
import { availableLimit, withdrawalRefusal, type WithdrawalRefusal } from './credit-line-withdrawal.ts';
import { paise, sumPaise, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * A credit line through its business days, after Fineract's close of business: the line stands on
 * a business date; drawdowns, holds and repayments happen on it; `advanceTo` closes each day
 * (booking its interest on the day-end principal) and, on entering the 1st, makes the bill for
 * the month before, before anything else happens that day. Each step returns a new line, never
 * edits one, so the server can store the figures and replay the same rules.
 */

export type CreditLine = {
  terms: CreditLineTerms;
  /** The business date: every earlier day is closed, this one is open. */
  today: IsoDate;
  /** Principal drawn and not repaid, billed or not. */
  principal: Paise;
  /** Drawdowns requested and not yet paid out or failed. */
  holds: Paise;
  bills: CreditLineBill[];
  /** The open bill period runs from this day through today. */
  periodStart: IsoDate;
  /** The open period's exact interest so far, over 10,000 x 365 (credit-line-interest.ts). */
  periodInterest: bigint;
  unbilledFees: Paise;
  unbilledGst: Paise;
  processingFeeBilled: boolean;
};

export type Refusable<T = unknown> =
  ({ ok: true; line: CreditLine } & T) | { ok: false; refusal: WithdrawalRefusal };

export function openCreditLine(terms: CreditLineTerms): CreditLine {
  checkCreditLineTerms(terms);
  return {
    terms,
    today: terms.openedOn,
    principal: paise(0),
    holds: paise(0),
    bills: [],
    periodStart: terms.openedOn,
    periodInterest: 0n,
    unbilledFees: paise(0),
    unbilledGst: paise(0),
    processingFeeBilled: false,
  };
}

/** Principal drawn that no bill has asked for yet. */
export function unbilledPrincipal(line: CreditLine): Paise {
  return paise(line.principal - sumPaise(line.bills.map((bill) => bill.unpaid.principal)));
}

/**
 * What the borrower owes on the bills and in principal: all the principal, and the billed charges
 * and interest not paid. Not a payoff figure: interest accrued since the last bill
 * (`accruedInterest`) and fees not yet billed come on the next bill.
 */
export function lineOutstanding(line: CreditLine): Paise {
  return sumPaise([
    line.principal,
    ...line.bills.flatMap((bill) => [bill.unpaid.charges, bill.unpaid.interest]),
  ]);
}

/** Interest accrued this period and not yet billed: what the day-ends have booked since the last 1st. */
export function accruedInterest(line: CreditLine): Paise {
  return interestToPaisa(line.periodInterest);
}

/** Nothing on an expired line: it cannot be drawn, whatever its principal. */
export function availableLimitOf(line: CreditLine): Paise {
  if (isLineExpired(line.terms, line.today)) return paise(0);
  return availableLimit(line.terms.limit, line.principal, line.holds);
}

/** Expired, and nothing owed, billed or accruing: the line can be closed and its NOC issued. */
export function isLineSettled(line: CreditLine): boolean {
  const nothingUnbilled = line.unbilledFees === 0 && line.unbilledGst === 0 && line.periodInterest === 0n;
  return isLineExpired(line.terms, line.today) && lineOutstanding(line) === 0 && nothingUnbilled;
}

function closeDay(line: CreditLine): { line: CreditLine; accrual: DayAccrual } {
  const after = line.periodInterest + dayInterestNumerator(line.principal, line.terms.annualRate);
  const amount = accrualStep(line.periodInterest, after);
  return { line: { ...line, periodInterest: after }, accrual: { date: line.today, amount } };
}

/** On the 1st: the bill for the period just closed, when it asks for anything; the next period opens. */
function issueBill(line: CreditLine): { line: CreditLine; bill: CreditLineBill | null } {
  const processing = line.processingFeeBilled
    ? { fee: paise(0), gst: paise(0) }
    : processingFeeWithGst(line.terms);
  const figures = {
    billNumber: line.bills.length + 1,
    periodStart: line.periodStart,
    interest: interestToPaisa(line.periodInterest),
    fees: paise(line.unbilledFees + processing.fee),
    gst: paise(line.unbilledGst + processing.gst),
    principal: principalToBill(line.terms, line.today, unbilledPrincipal(line)),
  };
  const empty = figures.interest + figures.fees + figures.gst + figures.principal === 0;
  const bill = empty ? null : makeBill(line.today, figures);
  const next: CreditLine = {
    ...line,
    bills: bill ? [...line.bills, bill] : line.bills,
    periodStart: line.today,
    periodInterest: 0n,
    unbilledFees: paise(0),
    unbilledGst: paise(0),
    processingFeeBilled: true,
  };
  return { line: next, bill };
}

export type Advanced = { line: CreditLine; accruals: DayAccrual[]; bills: CreditLineBill[] };

/** Closes every day from today up to `date` (not `date` itself) and makes the bills falling due on the way. */
export function advanceTo(start: CreditLine, date: IsoDate): Advanced {
  if (compareDates(date, start.today) < 0)
    throw new RangeError(`The line stands on ${start.today}; it cannot go back to ${date}`);
  let line = start;
  const accruals: DayAccrual[] = [];
  const bills: CreditLineBill[] = [];
  while (compareDates(line.today, date) < 0) {
    const closed = closeDay(line);
    accruals.push(closed.accrual);
    line = { ...closed.line, today: addDays(line.today, 1) };
    if (isBillDay(line.today)) {
      const issued = issueBill(line);
      line = issued.line;
      if (issued.bill) bills.push(issued.bill);
    }
  }
  return { line, accruals, bills };
}

/** Reserves room for a drawdown requested today, checked as the withdraw screen checks it. */
export function placeHold(line: CreditLine, amount: Paise): Refusable {
  const refusal = refusalFor(line, amount);
  return refusal
    ? { ok: false, refusal }
    : { ok: true, line: { ...line, holds: paise(line.holds + amount) } };
}

/** A payout that failed: its room comes back. */
export function releaseHold(line: CreditLine, amount: Paise): CreditLine {
  checkHeld(line, amount);
  return { ...line, holds: paise(line.holds - amount) };
}

/**
 * Money paid out today: the principal grows by the amount and the convenience fee with its GST
 * waits for the next bill (the borrower receives the whole amount; the fee uses no limit and earns
 * no interest). A held amount was checked when it was held, so it settles even if the line has
 * expired since; an amount not held is checked now.
 */
export function drawDown(line: CreditLine, amount: Paise, held = false): Refusable<{ fee: FeeWithGst }> {
  if (held) checkHeld(line, amount);
  const refusal = held ? null : refusalFor(line, amount);
  if (refusal) return { ok: false, refusal };
  const fee = convenienceFee(amount, line.terms.convenienceFee, line.terms.gstRate);
  const drawn: CreditLine = {
    ...line,
    principal: paise(line.principal + amount),
    holds: held ? paise(line.holds - amount) : line.holds,
    unbilledFees: paise(line.unbilledFees + fee.fee),
    unbilledGst: paise(line.unbilledGst + fee.gst),
  };
  return { ok: true, line: drawn, fee };
}

/** A repayment received today, allocated by credit-line-repayment.ts; its excess is not kept. */
export function repay(line: CreditLine, amount: Paise): { line: CreditLine; repayment: LineRepayment } {
  const repayment = allocateLineRepayment(line.bills, unbilledPrincipal(line), amount, line.today);
  const paid: CreditLine = {
    ...line,
    bills: payBills(line.bills, repayment.allocations),
    principal: paise(line.principal - repayment.principalPaid),
  };
  return { line: paid, repayment };
}

function refusalFor(line: CreditLine, amount: Paise): WithdrawalRefusal | null {
  const expired = isLineExpired(line.terms, line.today);
  return withdrawalRefusal({ amount, available: availableLimitOf(line), expired });
}

function checkHeld(line: CreditLine, amount: Paise): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > line.holds)
    throw new RangeError(`Only an amount held can be settled or released: ${amount} of ${line.holds} held`);
}
