import { divideRounded } from './bigint-division.ts';
import { parseIsoDate } from './calendar-date.ts';

/**
 * What underwriting reads from a bank statement, in integer paise. The transactions are in the
 * statement's order (oldest first), as the statement reader returns them.
 */
export type AnalysedTransaction = {
  date: string; // YYYY-MM-DD
  narration: string;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
};

export type StatementAnalysisInput = {
  openingBalancePaise: number;
  transactions: readonly AnalysedTransaction[];
  /** The statement's own period; without it the period runs from the first to the last transaction. */
  periodFrom?: string | undefined;
  periodTo?: string | undefined;
};

export type SalaryCredit = { date: string; amountPaise: number; narration: string };

export type StatementAnalysis = {
  /** Calendar months the period touches, partial ones included (1 Apr to 15 Sep is 6). */
  monthsCovered: number;
  periodFrom: string | null;
  periodTo: string | null;
  salaryCredits: SalaryCredit[];
  /** Median of the monthly salary totals over the months that have one; 0 without salary. */
  monthlyIncomePaise: number;
  /** Mean end-of-day balance over every day of the period, rounded half away from zero. */
  averageBalancePaise: number;
  bouncedPayments: number;
  balanceChainBreaks: number;
};

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: "${date}"`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** Indexes of the rows whose printed balance is not the previous balance plus credit minus debit. */
export function findBalanceChainBreaks(
  openingBalancePaise: number,
  transactions: readonly AnalysedTransaction[],
): number[] {
  const breaks: number[] = [];
  let previous = openingBalancePaise;
  transactions.forEach((row, index) => {
    if (previous + row.creditPaise - row.debitPaise !== row.balancePaise) breaks.push(index);
    // Continue from the printed balance, so one wrong row is one break, not every row after it.
    previous = row.balancePaise;
  });
  return breaks;
}

/** End-of-day balances from `from` to `to`: the last printed balance on or before each day. */
export function listEndOfDayBalances(
  openingBalancePaise: number,
  transactions: readonly AnalysedTransaction[],
  from: string,
  to: string,
): number[] {
  const lastOfDay = new Map<number, number>();
  let carried = openingBalancePaise;
  let carriedDay = -Infinity;
  const first = dayNumber(from);
  for (const row of transactions) {
    const day = dayNumber(row.date);
    lastOfDay.set(day, row.balancePaise);
    if (day < first && day >= carriedDay) [carried, carriedDay] = [row.balancePaise, day];
  }
  const balances: number[] = [];
  for (let day = first; day <= dayNumber(to); day += 1) {
    carried = lastOfDay.get(day) ?? carried;
    balances.push(carried);
  }
  return balances;
}

/** Map.groupBy arrives in Node 21; the server runs on Node 20. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function averageOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sum = values.reduce((total, value) => total + BigInt(value), 0n);
  return Number(divideRounded(sum, BigInt(values.length), 'half-up'));
}

function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return averageOf([sorted[middle - 1] ?? 0, sorted[middle] ?? 0]);
}

const SALARY_WORD = /(^|[^A-Z])(SALARY|SAL|PAYROLL)([^A-Z]|$)/i;
/** Credits that recur without being earned: interest, refunds, and payments returned to the account. */
const NOT_EARNED = /INTEREST|\bINT\b|REFUND|CASHBACK|REVERSAL|\bREV\b|RETURN|\bRTN\b/i;
const CHANNEL_WORDS = new Set(
  'NEFT RTGS IMPS UPI CR DR BY TO TRANSFER INB MOB ACH NACH ECS CREDIT FROM FOR PVT LTD LIMITED INR'.split(
    ' ',
  ),
);
const MONTH_WORDS =
  /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC|JANUARY|FEBRUARY|MARCH|APRIL|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER)$/;

/** Who paid, as far as the narration tells: its words without references, channels and months. */
function payerOf(narration: string): string {
  return narration
    .toUpperCase()
    .split(/[^A-Z0-9&.]+/)
    .filter(
      (word) => word.length > 1 && !/\d/.test(word) && !CHANNEL_WORDS.has(word) && !MONTH_WORDS.test(word),
    )
    .join(' ');
}

/**
 * Salary: credits that say so (SALARY, SAL, PAYROLL), and credits from one payer of a similar amount
 * (within 10% of one of them) in at least three calendar months, leaving out interest, refunds and
 * returned payments, which recur without being income.
 */
export function findSalaryCredits(transactions: readonly AnalysedTransaction[]): SalaryCredit[] {
  const credits = transactions.filter((row) => row.creditPaise > 0);
  const recurring = new Set<AnalysedTransaction>();
  const earned = credits.filter((row) => !NOT_EARNED.test(row.narration));
  const byPayer = groupBy(earned, (row) => payerOf(row.narration));
  for (const [payer, rows] of byPayer) {
    if (payer === '') continue;
    for (const reference of rows) {
      // |amount - reference| <= 10% of reference, in integers: 10 * |difference| <= reference.
      const similar = rows.filter(
        (row) => 10 * Math.abs(row.creditPaise - reference.creditPaise) <= reference.creditPaise,
      );
      if (new Set(similar.map((row) => monthIndex(row.date))).size >= 3)
        similar.forEach((row) => recurring.add(row));
    }
  }
  return credits
    .filter((row) => recurring.has(row) || SALARY_WORD.test(row.narration))
    .map((row) => ({ date: row.date, amountPaise: row.creditPaise, narration: row.narration }));
}

const RETURNED = /RETURN|\bRTN\b|\bRET\b|BOUNCE|DISHONOU?R|UNPAID/i;
// A reversed UPI or card payment is a refund, not a bounce: only a reversed mandate or cheque is.
const REVERSED = /\bREV\b|REVERSAL/i;
const MANDATE_OR_CHEQUE = /\b(N?ACH|ECS|SI|CHQ|CHEQUE)\b/i;
const CHARGE = /CHARGE|CHGS|CHRG|\bFEE\b|\bGST\b/i;

function isReturn(narration: string): boolean {
  return RETURNED.test(narration) || (REVERSED.test(narration) && MANDATE_OR_CHEQUE.test(narration));
}

/**
 * Bounced payments: rows that return a payment (RETURN, RTN, BOUNCE, DISHONOUR, UNPAID) or reverse
 * a mandate or cheque debit (REV with ACH, NACH, ECS, SI or CHQ). The bounce charge is the same event: it counts only on a day
 * with no return row of its own (a bank that shows the charge alone).
 */
export function countBouncedPayments(transactions: readonly AnalysedTransaction[]): number {
  const returns = transactions.filter((row) => isReturn(row.narration));
  const byDate = groupBy(returns, (row) => row.date);
  let count = 0;
  for (const rows of byDate.values()) {
    const events = rows.filter((row) => !CHARGE.test(row.narration)).length;
    count += events > 0 ? events : rows.length;
  }
  return count;
}

export function analyseStatement(input: StatementAnalysisInput): StatementAnalysis {
  const { openingBalancePaise, transactions } = input;
  const dates = transactions.map((row) => row.date).sort();
  const periodFrom = input.periodFrom ?? dates[0] ?? null;
  const periodTo = input.periodTo ?? dates.at(-1) ?? null;
  const salaryCredits = findSalaryCredits(transactions);
  const monthlySalary = new Map<number, number>();
  for (const credit of salaryCredits) {
    const month = monthIndex(credit.date);
    monthlySalary.set(month, (monthlySalary.get(month) ?? 0) + credit.amountPaise);
  }
  const inPeriod = periodFrom !== null && periodTo !== null && periodFrom <= periodTo;
  return {
    monthsCovered: inPeriod ? monthIndex(periodTo) - monthIndex(periodFrom) + 1 : 0,
    periodFrom,
    periodTo,
    salaryCredits,
    monthlyIncomePaise: medianOf([...monthlySalary.values()]),
    averageBalancePaise: inPeriod
      ? averageOf(listEndOfDayBalances(openingBalancePaise, transactions, periodFrom, periodTo))
      : openingBalancePaise,
    bouncedPayments: countBouncedPayments(transactions),
    balanceChainBreaks: findBalanceChainBreaks(openingBalancePaise, transactions).length,
  };
}
