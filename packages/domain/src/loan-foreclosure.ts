import { divideRounded } from './bigint-division.ts';
import { compareDates, type IsoDate } from './calendar-date.ts';
import { type RepaymentRow } from './key-fact-statement-schedule.ts';
import { accrualPeriods, earnedInPeriod } from './loan-accrual.ts';
import { dueComponents, isDueBy, noDues, type DueComponent, type InstalmentDue } from './loan-dues.ts';
import {
  multiplyPaiseByBasisPoints,
  paise,
  subtractPaise,
  sumPaise,
  type BasisPoints,
  type Paise,
} from './money.ts';

/**
 * Closing a loan early, and repaying part of its principal early. The quote is everything owed on
 * the day: what has fallen due and is unpaid, the principal not yet due, the current period's
 * interest earned so far (the same day-by-day rule as the accrual), and the foreclosure charge,
 * less the advance the borrower already holds with us. It is good for its own day only.
 */

export type ForeclosureQuoteInput = {
  schedule: readonly RepaymentRow[];
  disbursalDate: IsoDate;
  dues: readonly InstalmentDue[];
  advance: Paise;
  asOf: IsoDate;
  foreclosureChargeRate: BasisPoints;
};

export type ForeclosureQuote = {
  overdue: Record<DueComponent, Paise>;
  principalNotDue: Paise;
  interestAccrued: Paise;
  foreclosureCharge: Paise;
  advance: Paise;
  total: Paise;
  validOn: IsoDate;
};

export function foreclosureQuote(input: ForeclosureQuoteInput): ForeclosureQuote {
  const { schedule, disbursalDate, dues, advance, asOf, foreclosureChargeRate } = input;
  if (compareDates(asOf, disbursalDate) < 0)
    throw new RangeError(`No quote before disbursal (${disbursalDate})`);
  if (!Number.isSafeInteger(advance) || advance < 0)
    throw new RangeError(`An advance is at least 0; got ${advance}`);
  const overdue = noDues();
  for (const due of dues.filter((each) => isDueBy(each, asOf))) {
    for (const component of dueComponents)
      overdue[component] = paise(overdue[component] + due.unpaid[component]);
  }
  const principalNotDue = sumPaise(
    dues.filter((each) => !isDueBy(each, asOf)).map((each) => each.unpaid.principal),
  );
  // The period that contains asOf is the first one still to fall due; on a due date it has just
  // begun and has earned nothing.
  const current = accrualPeriods(schedule, disbursalDate).find((period) => !isDueBy(period.row, asOf));
  const interestAccrued = current ? earnedInPeriod(current, asOf) : paise(0);
  const foreclosureCharge = multiplyPaiseByBasisPoints(principalNotDue, foreclosureChargeRate, 'half-up');
  const owed = sumPaise([...Object.values(overdue), principalNotDue, interestAccrued, foreclosureCharge]);
  return {
    overdue,
    principalNotDue,
    interestAccrued,
    foreclosureCharge,
    advance,
    total: owed > advance ? subtractPaise(owed, advance) : paise(0),
    validOn: asOf,
  };
}

/**
 * Tenor reduction after a part prepayment of principal: the rows after `paidThrough` (the last
 * instalment already due) are rebuilt on the principal they carried less the prepayment, at the
 * same monthly rate, keeping each row's instalment and due date, interest half up to the paisa.
 * The row that can clear the balance takes what is left and is smaller; later rows are dropped.
 * The whole schedule is returned, the rows through `paidThrough` unchanged. `firstInterest` is the
 * first rebuilt row's interest when the caller reckons it (a period already running, see
 * `partPrepaymentSchedule`); without it, that row too is the outstanding at the monthly rate.
 */
export function rescheduleAfterPrepayment(
  schedule: readonly RepaymentRow[],
  paidThrough: number,
  principalPrepaid: Paise,
  monthlyRate: number,
  firstInterest?: Paise,
): RepaymentRow[] {
  if (!Number.isInteger(paidThrough) || paidThrough < 0)
    throw new RangeError(`paidThrough is an instalment number or 0; got ${paidThrough}`);
  if (!Number.isFinite(monthlyRate) || monthlyRate < 0)
    throw new RangeError(`Not a monthly rate: ${monthlyRate}`);
  if (firstInterest !== undefined && (!Number.isSafeInteger(firstInterest) || firstInterest < 0))
    throw new RangeError(`Not an interest in paise: ${firstInterest}`);
  const kept = schedule.filter((row) => row.instalmentNumber <= paidThrough);
  const remaining = schedule.filter((row) => row.instalmentNumber > paidThrough);
  const outstandingBefore = sumPaise(remaining.map((row) => row.principal));
  if (!Number.isSafeInteger(principalPrepaid) || principalPrepaid < 0 || principalPrepaid > outstandingBefore)
    throw new RangeError(
      `A prepayment of ${principalPrepaid} against ${outstandingBefore} of principal outstanding`,
    );
  let outstanding = subtractPaise(outstandingBefore, principalPrepaid);
  const rebuilt: RepaymentRow[] = [];
  for (const [index, old] of remaining.entries()) {
    if (outstanding === 0) break;
    const interest =
      index === 0 && firstInterest !== undefined
        ? firstInterest
        : paise(Math.round(outstanding * monthlyRate));
    const towardPrincipal = old.instalment - interest;
    // The last due date takes every paisa left, should row-by-row rounding have left one over.
    const principal =
      index === remaining.length - 1 || towardPrincipal >= outstanding
        ? outstanding
        : paise(Math.max(0, towardPrincipal));
    rebuilt.push({
      instalmentNumber: old.instalmentNumber,
      dueDate: old.dueDate,
      outstandingPrincipal: outstanding,
      principal,
      interest,
      instalment: paise(principal + interest),
    });
    outstanding = subtractPaise(outstanding, principal);
  }
  return [...kept, ...rebuilt];
}

export type PartPrepaymentInput = {
  schedule: readonly RepaymentRow[];
  disbursalDate: IsoDate;
  /** The day the prepayment is received; every row due by then is paid before it. */
  asOf: IsoDate;
  /** What goes to the principal not yet due: less than all of it (paying all of it is a foreclosure). */
  principalPrepaid: Paise;
  monthlyRate: number;
};

/**
 * The schedule after a part prepayment received on `asOf`, keeping the instalment (tenor
 * reduction). Rows due by `asOf` are kept as they were. The running period's interest is reckoned
 * to the day: what the old principal earned through `asOf`, as the foreclosure quote counts it,
 * and for the rest of the period the old row's remaining interest in proportion to the principal
 * left, half up. That interest stays in the running row's instalment, which is unchanged, so
 * nothing of the prepayment goes to interest and the row is never below what the old principal had
 * already earned (an accrual booked before the prepayment is never more than the row). Later rows
 * are rebuilt at the monthly rate; the last is smaller.
 */
export function partPrepaymentSchedule(input: PartPrepaymentInput): RepaymentRow[] {
  const { schedule, disbursalDate, asOf, principalPrepaid, monthlyRate } = input;
  if (compareDates(asOf, disbursalDate) < 0)
    throw new RangeError(`No prepayment before disbursal (${disbursalDate})`);
  const running = accrualPeriods(schedule, disbursalDate).find((period) => !isDueBy(period.row, asOf));
  if (!running) throw new RangeError(`Every instalment is due by ${asOf}: no principal is left to prepay`);
  const before = sumPaise(
    schedule
      .filter((row) => row.instalmentNumber >= running.row.instalmentNumber)
      .map((row) => row.principal),
  );
  if (!Number.isSafeInteger(principalPrepaid) || principalPrepaid < 0 || principalPrepaid >= before)
    throw new RangeError(
      `A part prepayment is less than the ${before} of principal not yet due; got ${principalPrepaid}`,
    );
  const earned = earnedInPeriod(running, asOf);
  const rest = divideRounded(
    BigInt(Math.max(0, running.row.interest - earned)) * BigInt(before - principalPrepaid),
    BigInt(before),
    'half-up',
  );
  return rescheduleAfterPrepayment(
    schedule,
    running.row.instalmentNumber - 1,
    principalPrepaid,
    monthlyRate,
    paise(earned + Number(rest)),
  );
}
