import { createHash } from 'node:crypto';

import { annualPercentageRate } from '@kredo/domain/annual-percentage-rate';
import { daysInMonth, parseIsoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { costOfFlatLoan } from '@kredo/domain/flat-loan';
import { dueDates, repaymentSchedule, type RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import { accrualPeriods, earnedInPeriod } from '@kredo/domain/loan-accrual';
import { standardChargePolicy } from '@kredo/domain/loan-charges';
import { classifyAt } from '@kredo/domain/loan-delinquency';
import { noDues, type InstalmentDue } from '@kredo/domain/loan-dues';
import { balancedLines, credit, debit } from '@kredo/domain/ledger';
import { basisPoints, multiplyPaiseByBasisPoints, paise, type Paise } from '@kredo/domain/money';
import { addDays } from '@kredo/domain/working-days';

import { lenderLoanAcctIdOf } from '../../apps/server/src/modules/loans/loan-opening.ts';
import type { BookedEntry, LoanRows } from './loan-rows.ts';

/** The benchmark's loans repay on the 5th. */
export const dueDay = 5;

export type Random = () => number;

/** A small seeded generator (mulberry32), so two runs build the same book. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A UUID drawn from the seeded generator: two runs of one seed name their rows alike. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** A UUID of another row of the same loan, derived from its id. */
export function uuidFrom(id: string, what: string): string {
  const hex = createHash('sha256').update(`${id}:${what}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const isMonthEnd = (day: IsoDate) => {
  const parts = parseIsoDate(day);
  return !!parts && parts.day === daysInMonth(parts.year, parts.month);
};

/** How many of the instalments due by the book's date are left unpaid: most none, some 1-3, some 4 or more (NPA). */
function unpaidCount(random: Random, due: number): number {
  const draw = random();
  if (due === 0 || draw < 0.7) return 0;
  if (draw < 0.9 || due < 4) return between(random, 1, Math.min(3, due));
  return between(random, 4, due);
}

/** The entries the close of business would have posted on one instalment's period, as of `asOf`. */
function accrualEntries(
  loanId: string,
  schedule: RepaymentRow[],
  disbursalDate: IsoDate,
  asOf: IsoDate,
  accrues: (instalmentNumber: number) => boolean,
): BookedEntry[] {
  const entries: BookedEntry[] = [];
  for (const period of accrualPeriods(schedule, disbursalDate)) {
    const n = period.row.instalmentNumber;
    if (!accrues(n)) continue;
    let recognised = 0;
    const accrue = (day: IsoDate, earned: number, key: string) => {
      const amount = paise(earned - recognised);
      if (amount <= 0) return;
      recognised = earned;
      const at = { loanId, instalmentNumber: n };
      entries.push({
        idempotencyKey: `cob:${loanId}:${day}:${key}:${n}`,
        kind: 'accrual',
        businessDate: day,
        narration: `Interest accrued on instalment ${n}`,
        lines: [debit('interest-receivable', amount, at), credit('interest-income', amount, { loanId })],
      });
    };
    for (let day = addDays(period.start, 1); day < period.row.dueDate && day <= asOf; day = addDays(day, 1))
      if (isMonthEnd(day)) accrue(day, earnedInPeriod(period, day), 'accrual-month');
    if (period.row.dueDate <= asOf) accrue(period.row.dueDate, period.row.interest, 'accrual');
  }
  return entries;
}

/**
 * One active loan as the product would hold it at the end of `asOf` after running every day
 * since its disbursal: disbursed 1-11 months before, ₹20,000-₹2,00,000 over 6-24 months at a flat
 * rate, its schedule, the disbursal entry, the accruals, a receipt per instalment paid on its due
 * date (a tenth of the current loans also hold an advance towards the next one), a penal charge
 * per instalment missed, and the classification of `asOf`.
 */
export function bookLoan(random: Random, asOf: IsoDate, userId: string, serial: number): LoanRows {
  const disbursalDate = addDays(asOf, -between(random, 30, 335));
  const principal = paise(between(random, 20, 200) * 100_000);
  const dueByThen = dueDates(disbursalDate, dueDay, 24).filter((date) => date <= asOf).length;
  const tenureMonths = Math.max(between(random, 6, 24), dueByThen + 1);
  const monthlyFlatRate = basisPoints(between(random, 6, 10) * 25);
  const processingFee = multiplyPaiseByBasisPoints(principal, basisPoints(200), 'half-up');
  const gst = multiplyPaiseByBasisPoints(processingFee, basisPoints(1_800), 'half-up');
  const cost = costOfFlatLoan({ principal, tenureMonths, monthlyFlatRate, processingFee });
  const schedule = repaymentSchedule(principal, cost.instalments, disbursalDate, dueDay);
  const net = paise(principal - processingFee - gst);
  const product =
    principal <= 2_500_000 ? { code: 'MINI_LOAN', lenderId: 174 } : { code: 'PERSONAL_LOAN', lenderId: 176 };

  const loanId = seededUuid(random);
  const acct = lenderLoanAcctIdOf(product.lenderId, disbursalDate, serial);

  const due = schedule.filter((row) => row.dueDate <= asOf);
  const unpaid = unpaidCount(random, due.length);
  const paidThrough = due.length - unpaid;
  const dues: InstalmentDue[] = schedule.map((row) => {
    const owed = noDues();
    if (row.instalmentNumber > paidThrough) {
      owed.principal = row.principal;
      owed.interest = row.interest;
    }
    return { instalmentNumber: row.instalmentNumber, dueDate: row.dueDate, unpaid: owed };
  });
  const { dpd, assetClass } = classifyAt('STANDARD', dues, asOf);
  const npa = assetClass === 'NPA';

  const disbursalId = uuidFrom(loanId, 'disbursal');
  const entries: BookedEntry[] = [
    {
      idempotencyKey: `disbursal:${disbursalId}`,
      kind: 'disbursal',
      businessDate: disbursalDate,
      narration: `Loan ${acct} disbursed, UTR BENCH${acct}`,
      lines: [
        debit('loan-principal', principal, { loanId }),
        credit('fee-income', processingFee, { loanId }),
        credit('gst-payable', gst, { loanId }),
        credit('disbursal-clearing', net, { loanId }),
      ],
    },
    // An NPA's interest unpaid is not income (IRACP): as if accrued and reversed, none of it is left.
    ...accrualEntries(loanId, schedule, disbursalDate, asOf, (n) => !npa || n <= paidThrough),
  ];
  for (const row of due) {
    const n = row.instalmentNumber;
    const at = { loanId, instalmentNumber: n };
    if (n <= paidThrough)
      entries.push({
        idempotencyKey: `receipt:bench:${loanId}:${n}`,
        kind: 'receipt',
        businessDate: row.dueDate,
        narration: `NACH debit, instalment ${n}`,
        lines: [
          debit('nach-suspense', row.instalment, { loanId }),
          credit('interest-receivable', row.interest, { ...at, component: 'interest' }),
          credit('loan-principal', row.principal, { ...at, component: 'principal' }),
        ],
      });
    else
      entries.push({
        idempotencyKey: `cob:${loanId}:${row.dueDate}:penal:${n}`,
        kind: 'penal-charge',
        businessDate: row.dueDate,
        narration: `Penal charge: instalment ${n} not paid by its due date`,
        lines: [
          debit('penal-receivable', standardChargePolicy.penalPerMissedInstalment, at),
          credit('penal-income', standardChargePolicy.penalPerMissedInstalment, { loanId }),
        ],
      });
  }
  const next = schedule[due.length];
  if (unpaid === 0 && next && random() < 0.1) {
    const advance: Paise = next.instalment;
    entries.push({
      idempotencyKey: `receipt:bench:${loanId}:advance`,
      kind: 'receipt',
      businessDate: addDays(asOf, -between(random, 0, 10)),
      narration: 'Payment through the gateway',
      lines: [
        debit('gateway-suspense', advance, { loanId }),
        credit('borrower-advances', advance, { loanId }),
      ],
    });
  }
  const overdueSince = dues.find((d) => d.dueDate <= asOf && d.unpaid.principal + d.unpaid.interest > 0);

  return {
    userId,
    loanId,
    disbursalId,
    product,
    principal,
    processingFee,
    gst,
    net,
    tenureMonths,
    monthlyFlatRate,
    aprBp: annualPercentageRate(net, cost.instalments),
    cost,
    schedule,
    disbursalDate,
    lenderLoanAcctId: acct,
    businessDate: asOf,
    assetClass,
    daysPastDue: dpd,
    overdueSince: overdueSince?.dueDate ?? null,
    entries: entries.map((entry) => ({ ...entry, lines: balancedLines(entry.lines) })),
  };
}
