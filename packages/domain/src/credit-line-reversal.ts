import { compareDates, type IsoDate } from './calendar-date.ts';
import { type CreditLineBill } from './credit-line-billing.ts';
import { dayInterestNumerator, interestToPaisa } from './credit-line-interest.ts';
import { unbilledPrincipal, type CreditLine } from './credit-line.ts';
import { paise, type Paise } from './money.ts';

/**
 * A drawdown's payout the beneficiary's bank sent back after it was paid: the borrower never had
 * the money, so nothing the drawdown brought may stay charged. Corrected forward, on the line's
 * open day, never by replaying its history:
 *
 * - the principal comes off what is still owed of it: the unpaid principal of the bills made since
 *   it was paid (the first of them billed it), then principal not yet billed;
 * - its convenience fee and GST come off the charges still to bill, or, once billed, the unpaid
 *   charges of the bill that carried them;
 * - its interest, on its whole amount for each day closed since it was paid (at most what each
 *   period charged), comes off the open period's interest, or, once billed, each bill's unpaid
 *   interest.
 *
 * Whatever of these the borrower has already paid cannot come off anything: it is a credit, theirs,
 * to be received on the line as a payment would be (what it owes first, the rest paid back).
 */

export type ReturnedDrawdown = { amount: Paise; fee: Paise; gst: Paise; paidOn: IsoDate };

export type DrawdownReversal = {
  line: CreditLine;
  /** Principal taken off what the line is owed (the limit regains as much). */
  principal: Paise;
  /** Fee and GST taken off what the line is owed, billed or not. */
  charges: Paise;
  /** Interest taken off what the line is owed: the open period's accrual and the bills' unpaid interest. */
  interest: Paise;
  /** All the interest the drawdown was charged: what interest income gives back. */
  interestCharged: Paise;
  /** What the borrower had already paid of the drawdown, its fee or its interest: owed back to them. */
  credit: Paise;
};

const dayMs = 86_400_000;
/** Days from `from` up to `until`, `until` not counted; none when it is not after. */
const daysFrom = (from: IsoDate, until: IsoDate) =>
  Math.max(0, Math.round((Date.parse(until) - Date.parse(from)) / dayMs));
const later = (a: IsoDate, b: IsoDate) => (compareDates(a, b) < 0 ? b : a);

/** Takes up to `wanted` off `component` of the bills, in order; answers the bills and what was taken. */
function takeOff(
  bills: CreditLineBill[],
  component: keyof CreditLineBill['unpaid'],
  wanted: number,
  of: (bill: CreditLineBill) => boolean,
): { bills: CreditLineBill[]; taken: number } {
  let left = wanted;
  const after = bills.map((bill) => {
    if (left === 0 || !of(bill)) return bill;
    const take = Math.min(left, bill.unpaid[component]);
    left -= take;
    return { ...bill, unpaid: { ...bill.unpaid, [component]: paise(bill.unpaid[component] - take) } };
  });
  return { bills: after, taken: wanted - left };
}

export function reverseDrawdown(line: CreditLine, drawdown: ReturnedDrawdown): DrawdownReversal {
  const since = (bill: CreditLineBill) => compareDates(bill.billDate, drawdown.paidOn) > 0;
  const dayInterest = dayInterestNumerator(drawdown.amount, line.terms.annualRate);

  // Interest of the open period: exact, so the period's bill is what it would have been.
  const openDays = daysFrom(later(drawdown.paidOn, line.periodStart), line.today);
  const openNumerator = [dayInterest * BigInt(openDays), line.periodInterest].reduce((a, b) =>
    a < b ? a : b,
  );
  const periodInterest = line.periodInterest - openNumerator;
  const openInterest = paise(interestToPaisa(line.periodInterest) - interestToPaisa(periodInterest));

  // Interest billed: each bill since the payout, for its days, at most what it charged.
  let bills = [...line.bills];
  let billedInterest = 0;
  let interestCredit = 0;
  for (const bill of line.bills.filter(since)) {
    const days = daysFrom(later(drawdown.paidOn, bill.periodStart), bill.billDate);
    const charged = Math.min(interestToPaisa(dayInterest * BigInt(days)), bill.interest);
    const off = takeOff(bills, 'interest', charged, (each) => each.billNumber === bill.billNumber);
    bills = off.bills;
    billedInterest += charged;
    interestCredit += charged - off.taken;
  }

  // The fee and its GST: still to bill, or on the first bill since the payout.
  const feeWithGst = drawdown.fee + drawdown.gst;
  const firstBill = line.bills.find(since);
  let unbilledFees = line.unbilledFees;
  let unbilledGst = line.unbilledGst;
  let chargesOff: number;
  if (!firstBill) {
    unbilledFees = paise(unbilledFees - Math.min(drawdown.fee, unbilledFees));
    unbilledGst = paise(unbilledGst - Math.min(drawdown.gst, unbilledGst));
    chargesOff = line.unbilledFees - unbilledFees + (line.unbilledGst - unbilledGst);
  } else {
    const off = takeOff(bills, 'charges', feeWithGst, (each) => each.billNumber === firstBill.billNumber);
    bills = off.bills;
    chargesOff = off.taken;
  }

  // The principal: off the bills since the payout, oldest first, then off what is not yet billed.
  const billedOff = takeOff(bills, 'principal', drawdown.amount, since);
  bills = billedOff.bills;
  const notBilled = Math.min(drawdown.amount - billedOff.taken, unbilledPrincipal(line));
  const principalOff = billedOff.taken + notBilled;

  const interestOff = openInterest + billedInterest - interestCredit;
  return {
    line: {
      ...line,
      bills,
      principal: paise(line.principal - principalOff),
      periodInterest,
      unbilledFees,
      unbilledGst,
    },
    principal: paise(principalOff),
    charges: paise(chargesOff),
    interest: paise(interestOff),
    interestCharged: paise(openInterest + billedInterest),
    credit: paise(drawdown.amount - principalOff + (feeWithGst - chargesOff) + interestCredit),
  };
}
