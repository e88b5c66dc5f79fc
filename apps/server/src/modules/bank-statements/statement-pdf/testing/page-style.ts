import type { StandardFonts } from 'pdf-lib';

import type { StatementLayout } from '../statement-layouts.ts';
import type { StatementTransaction } from '../statement-types.ts';
import { formatBalance, formatMagnitude } from './format-amounts.ts';

export type TextRun = {
  text: string;
  x: number;
  y: number;
  bold?: boolean;
  size?: number;
  align?: 'right' | 'center';
};

export type StatementContext = {
  layout: StatementLayout;
  holderName: string;
  accountNumber: string;
  periodFrom: string;
  periodTo: string;
  openingBalancePaise: number;
  transactions: readonly StatementTransaction[];
};

/** Where one bank puts things on the page; the column x positions follow the layout's columns. */
export type PageStyle = {
  font: StandardFonts;
  bold: StandardFonts;
  size: number;
  pitch: number;
  /** Per layout column: a left-aligned column starts at x; a right-aligned one ends at x + width. */
  columns: ReadonlyArray<{ x: number; width: number }>;
  firstTableTop: number;
  nextTableTop: number;
  headerBlock(context: StatementContext): TextRun[];
  pageTop(context: StatementContext, page: number): TextRun[];
  footer(context: StatementContext, page: number, pages: number): TextRun[];
  /** Lines the closing section needs below the table, and its text from a top baseline. */
  closing(context: StatementContext): { lines: number; runs(top: number): TextRun[] };
};

export const PAGE = { width: 595, height: 842, bottom: 60 };
/** Where the right-hand block of a header starts. */
export const RIGHT = 330;

export function totals(context: StatementContext) {
  const rows = context.transactions;
  const sum = (pick: (row: StatementTransaction) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const closing = rows.at(-1)?.balancePaise ?? context.openingBalancePaise;
  return {
    debits: sum((row) => row.debitPaise),
    credits: sum((row) => row.creditPaise),
    debitCount: rows.filter((row) => row.debitPaise > 0).length,
    creditCount: rows.filter((row) => row.creditPaise > 0).length,
    closing,
  };
}

export const pageNumber = (page: number, pages: number): TextRun => ({
  text: `Page ${page} of ${pages}`,
  x: PAGE.width / 2,
  y: 22,
  align: 'center',
});

/** Axis closes its table with totals and the closing balance as rows. */
export function closingRowsOf(
  context: StatementContext,
): Array<{ narration: string; debit: string; credit: string; balance: string }> {
  if (context.layout.bank !== 'AXIS') return [];
  const t = totals(context);
  return [
    {
      narration: 'TRANSACTION TOTAL',
      debit: formatMagnitude(t.debits, context.layout),
      credit: formatMagnitude(t.credits, context.layout),
      balance: '',
    },
    {
      narration: 'CLOSING BALANCE',
      debit: '',
      credit: '',
      balance: formatBalance(t.closing, context.layout),
    },
  ];
}
