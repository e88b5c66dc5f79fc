import { identifyBank, type NamedBank } from './identify-bank.ts';
import { parseHeaderFields } from './parse-header.ts';
import { matchColumnHeader, parseTransactionTable } from './parse-table.ts';
import { looksLikeDate } from './statement-dates.ts';
import { statementLayouts, type StatementLayout } from './statement-layouts.ts';
import { failedReading, type StatementBank, type StatementReading } from './statement-types.ts';
import { lineText, type TextLine } from './text-lines.ts';

const AMOUNT_TOKEN = /\b\d[\d,]*\.\d{2}\b/;

function looksLikeRow(line: TextLine): boolean {
  const text = lineText(line);
  return looksLikeDate(text) && AMOUNT_TOKEN.test(text);
}

/** Dated rows with amounts and a balance somewhere: a statement, even of a layout we do not know. */
function looksLikeStatement(lines: readonly TextLine[]): boolean {
  return lines.filter(looksLikeRow).length >= 3 && lines.some((line) => /balance/i.test(lineText(line)));
}

type FoundLayout = { layout: StatementLayout; headerLines: TextLine[] };

/** The first layout whose column header appears, and every line before that header (the header block). */
function findLayout(pages: readonly TextLine[][]): FoundLayout | undefined {
  const before: TextLine[] = [];
  for (const lines of pages) {
    for (const line of lines) {
      const layout = statementLayouts.find((candidate) => matchColumnHeader(line, candidate.columns));
      if (layout) return { layout, headerLines: before };
      before.push(line);
    }
  }
  return undefined;
}

function mismatch(
  named: NonNullable<NamedBank>,
  expectedBank: StatementBank | null,
  why: string,
): StatementReading {
  if (named.kind === 'other') {
    return expectedBank
      ? failedReading(5, `${why}: names ${named.name}, expected ${expectedBank}`)
      : failedReading(2, `${why}: names ${named.name}, which we have no layout for`);
  }
  return expectedBank && expectedBank !== named.bank
    ? failedReading(4, `${why}: names ${named.bank}, expected ${expectedBank}`)
    : failedReading(2, `${why}: a ${named.bank} statement in a layout we do not read`);
}

function readUnknownLayout(
  pages: readonly TextLine[][],
  expectedBank: StatementBank | null,
): StatementReading {
  const lines = pages.flat();
  if (!looksLikeStatement(lines)) return failedReading(7, 'no column header and no dated rows with amounts');
  const firstPage = pages[0] ?? [];
  const firstRow = firstPage.findIndex(looksLikeRow);
  const named = identifyBank(firstPage.slice(0, firstRow < 0 ? undefined : firstRow).map(lineText));
  if (named) return mismatch(named, expectedBank, 'statement-like without a known column header');
  return failedReading(2, 'statement-like, no known column header and no bank named');
}

/** What the text of a PDF says: a statement of one of our layouts read in full, or why not (spec 000 §8). */
export function interpretStatement(
  pages: readonly TextLine[][],
  expectedBank: StatementBank | null,
): StatementReading {
  if (pages.every((lines) => lines.length === 0)) return failedReading(7, 'no text on any page (a scan?)');
  const found = findLayout(pages);
  if (!found) return readUnknownLayout(pages, expectedBank);
  const { layout, headerLines } = found;
  const named = identifyBank(headerLines.map(lineText));
  if (named && (named.kind === 'other' || named.bank !== layout.bank)) {
    return mismatch(named, expectedBank, `the ${layout.bank} column header`);
  }
  if (expectedBank && expectedBank !== layout.bank) {
    return failedReading(4, `a ${layout.bank} statement, expected ${expectedBank}`);
  }
  const { transactions, openingBalancePaise: openingRow } = parseTransactionTable(pages, layout);
  const header = parseHeaderFields(headerLines, pages.flat(), layout);
  const [first, last] = [transactions[0], transactions.at(-1)];
  // A column header over no row we can read (or over none at all) has nothing to analyse.
  if (!first || !last) return failedReading(7, `the ${layout.bank} column header without a transaction row`);
  // Without a printed opening balance, the first row's balance before its own amount is the opening.
  const openingBalancePaise =
    header.openingBalancePaise ?? openingRow ?? first.balancePaise - first.creditPaise + first.debitPaise;
  const periodFrom = header.periodFrom ?? first.date;
  const periodTo = header.periodTo ?? last.date;
  return {
    outcome: 'READ',
    bank: layout.bank,
    pages: pages.length,
    holderName: header.holderName,
    accountNumberLast4: header.accountNumberLast4,
    openingBalancePaise,
    periodFrom,
    periodTo,
    transactions,
  };
}
