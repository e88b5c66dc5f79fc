import { compareDates, isoDate, parseIsoDate, type IsoDate } from './calendar-date.ts';
import {
  creditLineBillDay,
  creditLineDueDay,
  isLineExpired,
  type CreditLineTerms,
} from './credit-line-terms.ts';
import { paise, sumPaise, type Paise } from './money.ts';
import { addDays } from './working-days.ts';

/**
 * A credit line's monthly bill (spec 001 §9): made on the 1st for the month before (the first
 * bill from the day the line opened), due on the 5th. It carries the interest accrued over the
 * period, the charges made in it (the processing fee once, in the first bill, and each drawdown's
 * convenience fee) with their GST, and the principal due: all the principal drawn by the period's
 * last day, unless the product collects principal daily. Once the line has expired every bill
 * takes all the principal, so the first bill after expiry leaves nothing unbilled but the days
 * of interest that run until the borrower pays.
 */

/** What a bill asks for, in the order a repayment pays it: charges (fees and their GST), interest, principal. */
export const billComponents = ['charges', 'interest', 'principal'] as const;
export type BillComponent = (typeof billComponents)[number];

export type CreditLineBill = {
  billNumber: number;
  billDate: IsoDate;
  /** The days whose interest and charges the bill carries, both included. */
  periodStart: IsoDate;
  periodEnd: IsoDate;
  dueDate: IsoDate;
  interest: Paise;
  /** The processing fee (first bill) and the convenience fees, before GST. */
  fees: Paise;
  gst: Paise;
  principal: Paise;
  /** What is still to pay: 'charges' is the fees with their GST. */
  unpaid: Record<BillComponent, Paise>;
};

function monthStart(year: number, month: number): IsoDate {
  const [y, m] = month > 12 ? [year + 1, 1] : [year, month];
  return isoDate(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`);
}

function partsOf(date: IsoDate) {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  return parts;
}

export function isBillDay(date: IsoDate): boolean {
  return partsOf(date).day === creditLineBillDay;
}

/** The first bill day after `date`: the 1st of the next month (from 31 Dec, 1 Jan of the next year). */
export function nextBillDate(date: IsoDate): IsoDate {
  const { year, month } = partsOf(date);
  return monthStart(year, month + 1);
}

/** A bill is due on the 5th of the month it is made in. */
export function billDueDate(billDate: IsoDate): IsoDate {
  if (!isBillDay(billDate)) throw new RangeError(`Bills are made on the 1st; got ${billDate}`);
  return addDays(billDate, creditLineDueDay - creditLineBillDay);
}

/**
 * The principal a bill asks for: everything drawn and not yet billed, when the product bills
 * principal on the 5th or the line has expired by the bill day; nothing otherwise.
 */
export function principalToBill(
  terms: Pick<CreditLineTerms, 'principalRepayment' | 'expiresOn'>,
  billDate: IsoDate,
  unbilledPrincipal: Paise,
): Paise {
  const billsPrincipal = terms.principalRepayment === 'on-due-date' || isLineExpired(terms, billDate);
  return billsPrincipal ? unbilledPrincipal : paise(0);
}

export type BillFigures = Pick<
  CreditLineBill,
  'billNumber' | 'periodStart' | 'interest' | 'fees' | 'gst' | 'principal'
>;

/** The bill made on `billDate` for the period from `periodStart` to the day before; nothing paid yet. */
export function makeBill(billDate: IsoDate, figures: BillFigures): CreditLineBill {
  const periodEnd = addDays(billDate, -1);
  if (compareDates(figures.periodStart, periodEnd) > 0)
    throw new RangeError(`A bill on ${billDate} cannot cover a period from ${figures.periodStart}`);
  for (const amount of [figures.interest, figures.fees, figures.gst, figures.principal])
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`A bill's amounts are whole, non-negative paise; got ${amount}`);
  return {
    ...figures,
    billDate,
    periodEnd,
    dueDate: billDueDate(billDate),
    unpaid: {
      charges: paise(figures.fees + figures.gst),
      interest: figures.interest,
      principal: figures.principal,
    },
  };
}

/** Everything the bill asked for: its charges with GST, interest and principal. */
export function billTotal(bill: CreditLineBill): Paise {
  return sumPaise([bill.fees, bill.gst, bill.interest, bill.principal]);
}

export function billUnpaid(bill: CreditLineBill): Paise {
  return sumPaise(billComponents.map((component) => bill.unpaid[component]));
}

/**
 * Overdue once the day of its due date has closed with its interest or principal unpaid, as an
 * instalment is (loan-dues.ts `hasArrears`): charges left alone do not make a bill overdue.
 * `closedDay` is the business day being closed, not the line's open day: on the 5th itself the
 * borrower can still pay.
 */
export function isBillOverdue(bill: CreditLineBill, closedDay: IsoDate): boolean {
  const arrears = bill.unpaid.interest > 0 || bill.unpaid.principal > 0;
  return arrears && compareDates(closedDay, bill.dueDate) >= 0;
}
