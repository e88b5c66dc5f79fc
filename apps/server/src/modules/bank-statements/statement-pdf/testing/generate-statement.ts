import { daysInMonth } from '@kredo/domain/calendar-date';

import { layoutOf } from '../statement-layouts.ts';
import type { StatementBank, StatementTransaction } from '../statement-types.ts';
import { wordEvent } from './bank-narrations.ts';
import { drawStatement, type PrintedTransaction } from './draw-statement.ts';
import { seededRandom } from './seeded-random.ts';
import { creditKinds, discretionaryKinds, planEvents } from './statement-events.ts';

export { encryptPdf } from './encrypt-pdf.ts';

export type GenerateStatementOptions = {
  bank: StatementBank;
  holderName: string;
  accountNumber: string;
  months: number;
  /** The statement's last day; it starts on the first day of the month `months - 1` before. */
  endDate: string;
  /** The same seed draws the same statement. */
  seed: number;
  openingBalancePaise?: number;
  monthlySalaryPaise?: number;
  employer?: string;
  /** Returned payments: a NACH return with its charge, then a cheque return, alternately. */
  bounces?: number;
  transactionsPerMonth?: number;
};

export type GeneratedStatement = {
  bytes: Uint8Array;
  transactions: StatementTransaction[];
  pages: number;
  periodFrom: string;
  periodTo: string;
  openingBalancePaise: number;
};

/** Spending stops short of this balance, as a careful account holder's does; mandates do not. */
const FLOOR_PAISE = 50_000;

function periodStart(endDate: string, months: number): string {
  const [year = 0, month = 0] = endDate.split('-').map(Number);
  const index = year * 12 + (month - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * A realistic e-statement PDF of one of our four layouts, the same for the same options: salary,
 * rent, a loan EMI by NACH, card bill, ATM, UPI and card spending, quarterly interest, bounces on
 * request, over several pages with repeated column headers, page footers and wrapped narrations.
 * Returns the transactions as the reader must find them.
 */
export async function generateStatementPdf(options: GenerateStatementOptions): Promise<GeneratedStatement> {
  const layout = layoutOf(options.bank);
  const [endYear = 0, endMonth = 0] = options.endDate.split('-').map(Number);
  if (!(options.months >= 1) || Number(options.endDate.slice(8)) > daysInMonth(endYear, endMonth)) {
    throw new RangeError('generateStatementPdf: months must be at least 1 and endDate a calendar date');
  }
  const periodFrom = periodStart(options.endDate, options.months);
  const openingBalancePaise = options.openingBalancePaise ?? 2_500_000;
  const random = seededRandom(options.seed);
  const events = planEvents(
    {
      periodFrom,
      periodTo: options.endDate,
      months: options.months,

      monthlySalaryPaise: options.monthlySalaryPaise ?? 6_500_000,
      employer: (options.employer ?? 'ACME TECHNOLOGIES PVT LTD').toUpperCase(),
      bounces: options.bounces ?? 0,
      transactionsPerMonth: options.transactionsPerMonth ?? 30,
    },
    random,
  );
  const rows: PrintedTransaction[] = [];
  let balance = openingBalancePaise;
  for (const event of events) {
    const isCredit = creditKinds.has(event.kind);
    if (!isCredit && discretionaryKinds.has(event.kind) && balance - event.amountPaise < FLOOR_PAISE)
      continue;
    balance += isCredit ? event.amountPaise : -event.amountPaise;
    const { narration, ref } = wordEvent(options.bank, event, options.accountNumber);
    rows.push({
      date: event.date,
      narration,
      debitPaise: isCredit ? 0 : event.amountPaise,
      creditPaise: isCredit ? event.amountPaise : 0,
      balancePaise: balance,
      ref,
    });
  }
  const { bytes, pages } = await drawStatement(
    {
      layout,
      holderName: options.holderName.toUpperCase(),
      accountNumber: options.accountNumber,
      periodFrom,
      periodTo: options.endDate,
      openingBalancePaise,
      transactions: rows,
    },
    rows,
  );
  const transactions = rows.map(({ ref: _ref, ...transaction }) => transaction);
  return { bytes, transactions, pages, periodFrom, periodTo: options.endDate, openingBalancePaise };
}
