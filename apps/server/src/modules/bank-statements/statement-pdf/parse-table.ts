import { parseIndianAmount } from '@kredo/domain/indian-amount';

import { parseStatementDate } from './statement-dates.ts';
import type { ColumnRole, LayoutColumn, StatementLayout } from './statement-layouts.ts';
import type { StatementTransaction } from './statement-types.ts';
import type { TextItem, TextLine } from './text-lines.ts';

type Span = { x0: number; x1: number };

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toUpperCase();

/** The line as characters with estimated x extents (spread evenly over their item). */
function charactersOf(line: TextLine): { text: string; spans: Span[] } {
  let text = '';
  const spans: Span[] = [];
  for (const item of line.items) {
    if (text) {
      text += ' ';
      spans.push({ x0: spans.at(-1)?.x1 ?? item.x0, x1: item.x0 });
    }
    const step = (item.x1 - item.x0) / Math.max(1, item.text.length);
    for (let i = 0; i < item.text.length; i += 1)
      spans.push({ x0: item.x0 + i * step, x1: item.x0 + (i + 1) * step });
    text += item.text;
  }
  return { text, spans };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A label's words in order, spaces optional (pdf.js merges close cells and may drop the space
 * between them), not inside a longer word ("Date" is not found in "Update").
 */
function labelPattern(label: string): RegExp {
  const words = label.trim().split(/\s+/).map(escape).join('\\s*');
  const before = /^[a-z]/i.test(label) ? '(?<![a-z])' : '';
  const after = /[a-z]$/i.test(label) ? '(?![a-z])' : '';
  return new RegExp(`${before}${words}${after}`, 'gi');
}

/**
 * The x spans of the layout's column labels on this line, or undefined when the line is not the
 * layout's column header. Labels must appear in order; they may share an item or be split over several.
 */
export function matchColumnHeader(line: TextLine, columns: readonly LayoutColumn[]): Span[] | undefined {
  const { text, spans: characters } = charactersOf(line);
  const spans: Span[] = [];
  let from = 0;
  for (const column of columns) {
    const pattern = labelPattern(column.label);
    pattern.lastIndex = from;
    const found = pattern.exec(text);
    if (!found) return undefined;
    const end = found.index + found[0].length;
    spans.push({ x0: characters[found.index]?.x0 ?? 0, x1: characters[end - 1]?.x1 ?? 0 });
    from = end;
  }
  return spans;
}

/**
 * The column of an item: the one whose label it overlaps most (for a right-aligned amount column,
 * only when the item reaches past the label's middle, so a long narration's last word is not taken
 * for an amount); otherwise the nearest column starting at or left of it, since text runs rightwards.
 */
function columnOf(item: TextItem, spans: readonly Span[], columns: readonly LayoutColumn[]): number {
  let best = -1;
  let bestOverlap = 0;
  spans.forEach((span, index) => {
    const overlap = Math.min(item.x1, span.x1) - Math.max(item.x0, span.x0);
    const reaches = columns[index]?.align !== 'right' || item.x1 >= (span.x0 + span.x1) / 2;
    if (overlap > bestOverlap && reaches) [best, bestOverlap] = [index, overlap];
  });
  if (best >= 0) return best;
  const starts = spans.map((span, index) => ({ index, x0: span.x0 })).filter(({ x0 }) => x0 <= item.x0 + 1);
  return starts.at(-1)?.index ?? 0;
}

type Cells = Map<ColumnRole, string>;

function cellsOf(line: TextLine, spans: readonly Span[], columns: readonly LayoutColumn[]): Cells {
  const cells: Cells = new Map();
  for (const item of line.items) {
    const role = columns[columnOf(item, spans, columns)]?.role ?? 'other';
    const before = cells.get(role);
    cells.set(role, before === undefined ? item.text : `${before} ${item.text}`);
  }
  return cells;
}

/** An amount column's value: blank (or absent) is none; a negative or unreadable cell is not an amount. */
function amountCell(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return 0;
  const amount = parseIndianAmount(text);
  return amount !== undefined && amount >= 0 ? amount : undefined;
}

function transactionOf(cells: Cells, layout: StatementLayout): StatementTransaction | undefined {
  const date = parseStatementDate(cells.get('date') ?? '', layout.dateFormat);
  const balanceText = cells.get('balance');
  const balancePaise = balanceText === undefined ? undefined : parseIndianAmount(balanceText);
  const debitPaise = amountCell(cells.get('debit'));
  const creditPaise = amountCell(cells.get('credit'));
  if (!date || balancePaise === undefined || debitPaise === undefined || creditPaise === undefined)
    return undefined;
  // Exactly one of debit and credit: a row with both or neither is not a transaction we can trust.
  if (debitPaise > 0 === creditPaise > 0) return undefined;
  return { date, narration: cells.get('narration') ?? '', debitPaise, creditPaise, balancePaise };
}

export type ParsedTable = {
  transactions: StatementTransaction[];
  /** The opening balance printed as a table row (layouts whose rule is 'row'). */
  openingBalancePaise: number | undefined;
};

/**
 * The transaction rows of every page. On each page the table starts at the column header (repeated
 * on every page) and ends at the first line that is neither a row nor the wrapped narration of the
 * row above it (a closing summary, a footer such as "Page 2 of 9").
 */
export function parseTransactionTable(pages: readonly TextLine[][], layout: StatementLayout): ParsedTable {
  const transactions: StatementTransaction[] = [];
  let openingBalancePaise: number | undefined;
  const openingRow =
    layout.openingBalance.kind === 'row' ? normalise(layout.openingBalance.narration) : undefined;
  for (const lines of pages) {
    let spans: Span[] | undefined;
    let previous: { line: TextLine; row: StatementTransaction } | undefined;
    for (const line of lines) {
      const header = matchColumnHeader(line, layout.columns);
      if (header) [spans, previous] = [header, undefined];
      if (header || !spans) continue;
      const cells = cellsOf(line, spans, layout.columns);
      const row = transactionOf(cells, layout);
      if (row) {
        transactions.push(row);
        previous = { line, row };
        continue;
      }
      const narration = cells.get('narration');
      const gap = previous ? previous.line.y - line.y : Infinity;
      const textOnly =
        !cells.has('date') && !cells.has('debit') && !cells.has('credit') && !cells.has('balance');
      if (previous && narration && textOnly && gap <= 2 * Math.max(previous.line.height, line.height)) {
        // Narrations are cut at the column's width, mid-word if need be: the pieces join without a space.
        previous.row.narration += narration;
        previous.line = line;
        continue;
      }
      const balance = parseIndianAmount(cells.get('balance') ?? '');
      if (openingRow && narration && normalise(narration) === openingRow && balance !== undefined) {
        openingBalancePaise ??= balance;
        continue;
      }
      spans = undefined;
    }
  }
  return { transactions, openingBalancePaise };
}
