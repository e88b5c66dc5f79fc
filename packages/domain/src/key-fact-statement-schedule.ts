import { monthlyRateOfReturn } from './annual-percentage-rate.ts';
import { isoDate, parseIsoDate, daysInMonth, type IsoDate } from './calendar-date.ts';
import { paise, subtractPaise, type Paise } from './money.ts';

/** One row of Annex C, the repayment schedule. */
export type RepaymentRow = {
  instalmentNumber: number;
  dueDate: IsoDate;
  /** What is still owed of the principal when this instalment falls due. */
  outstandingPrincipal: Paise;
  principal: Paise;
  interest: Paise;
  instalment: Paise;
};

function partsOf(date: IsoDate) {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  return parts;
}

function onDay(monthIndex: number, day: number): IsoDate {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return isoDate(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );
}

/**
 * The instalments' due dates: the first is the first due day at least a month after disbursal
 * (disbursed 24 Nov with due day 5: 5 Jan, not a 11-day first month on 5 Dec), then the same day
 * of each following month. A due day is 1 to 28, so every month has it.
 */
export function dueDates(disbursalDate: IsoDate, dueDayOfMonth: number, count: number): IsoDate[] {
  const { year, month, day } = partsOf(disbursalDate);
  const nextMonth = year * 12 + month; // the month after disbursal, as a month index
  const monthLater = Math.min(day, daysInMonth(Math.floor(nextMonth / 12), (nextMonth % 12) + 1));
  const first = dueDayOfMonth >= monthLater ? nextMonth : nextMonth + 1;
  return Array.from({ length: count }, (_, index) => onDay(first + index, dueDayOfMonth));
}

/**
 * Annex C: each instalment split into interest on the principal still outstanding, at the
 * monthly rate of return on the loan amount (the flat loan's reducing-balance equivalent), rounded
 * half up to the paisa, and principal. The last row takes whatever principal is left, so the
 * principal column sums to the loan amount and the interest column to the total interest, exactly.
 */
export function repaymentSchedule(
  principal: Paise,
  instalments: readonly Paise[],
  disbursalDate: IsoDate,
  dueDayOfMonth: number,
): RepaymentRow[] {
  const rate = monthlyRateOfReturn(principal, instalments);
  const dates = dueDates(disbursalDate, dueDayOfMonth, instalments.length);
  let outstanding = principal;
  // The interest of each row is the step of the running total of the exact interest, each total
  // rounded half up: a row's rounding does not carry into the next, so the last row, which takes
  // the principal left, is never short (a row-by-row rounding drifted a paisa over 55 rows).
  let exactOutstanding: number = principal;
  let exactInterestSoFar = 0;
  let interestSoFar = 0;
  return instalments.map((instalment, index) => {
    const last = index === instalments.length - 1;
    const exactInterest = exactOutstanding * rate;
    exactOutstanding -= instalment - exactInterest;
    exactInterestSoFar += exactInterest;
    const interestPart = Math.round(exactInterestSoFar) - interestSoFar;
    const principalPart = last
      ? outstanding
      : paise(Math.min(outstanding, Math.max(0, instalment - interestPart)));
    interestSoFar += instalment - principalPart;
    const row: RepaymentRow = {
      instalmentNumber: index + 1,
      dueDate: dates[index] ?? disbursalDate,
      outstandingPrincipal: outstanding,
      principal: principalPart,
      interest: subtractPaise(instalment, principalPart),
      instalment,
    };
    outstanding = subtractPaise(outstanding, principalPart);
    return row;
  });
}
