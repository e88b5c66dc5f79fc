import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';

import { formatStatementDate } from '../statement-dates.ts';
import type { StatementLayout } from '../statement-layouts.ts';
import type { StatementTransaction } from '../statement-types.ts';
import { formatAmountCell, formatBalance } from './format-amounts.ts';
import { pageStyles } from './bank-page-styles.ts';
import { closingRowsOf, PAGE, type StatementContext, type TextRun } from './page-style.ts';

/** A transaction with what the bank prints beside it in its reference or cheque column. */
export type PrintedTransaction = StatementTransaction & { ref: string };

/**
 * Cuts a narration to the column's width, mid-word as banks do, but never beside a space: pdf.js
 * drops a space at either end of a line, and the reader joins the pieces without one.
 */
export function wrapNarration(text: string, width: number, measure: (text: string) => number): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (measure(rest) > width) {
    let end = 1;
    while (end < rest.length && measure(rest.slice(0, end + 1)) <= width) end += 1;
    let cut = end;
    while (cut > 1 && (rest[cut - 1] === ' ' || rest[cut] === ' ')) cut -= 1;
    chunks.push(rest.slice(0, cut > 1 ? cut : end));
    rest = rest.slice(cut > 1 ? cut : end);
  }
  return rest ? [...chunks, rest] : chunks;
}

function cellsOf(row: PrintedTransaction, serial: number, layout: StatementLayout): string[] {
  return layout.columns.map((column) => {
    switch (column.role) {
      case 'date':
        return formatStatementDate(row.date, layout.dateFormat);
      case 'narration':
        return row.narration;
      case 'debit':
        return formatAmountCell(row.debitPaise, layout);
      case 'credit':
        return formatAmountCell(row.creditPaise, layout);
      case 'balance':
        return formatBalance(row.balancePaise, layout);
      case 'other':
        if (column.label.startsWith('Value')) return formatStatementDate(row.date, layout.dateFormat);
        if (column.label === 'S No.') return String(serial);
        if (column.label === 'Init. Br') return '246';
        return row.ref;
    }
  });
}

type Block = { cells: string[]; chunks: string[] };

export async function drawStatement(
  context: StatementContext,
  rows: readonly PrintedTransaction[],
): Promise<{ bytes: Uint8Array; pages: number }> {
  const { layout } = context;
  const style = pageStyles[layout.bank];
  // No producer or dates: the same seed gives the same bytes.
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(style.font);
  const bold = await document.embedFont(style.bold);
  const narrationColumn = layout.columns.findIndex((column) => column.role === 'narration');
  const narrationWidth = style.columns[narrationColumn]?.width ?? 100;
  const blockOf = (cells: string[]): Block => ({
    cells,
    chunks: wrapNarration(cells[narrationColumn] ?? '', narrationWidth, (text) =>
      font.widthOfTextAtSize(text, style.size),
    ),
  });
  const byRole = (values: Partial<Record<string, string>>) =>
    layout.columns.map((column) => values[column.role] ?? '');
  const blocks: Block[] = [
    ...(layout.openingBalance.kind === 'row'
      ? [
          blockOf(
            byRole({
              narration: layout.openingBalance.narration,
              balance: formatBalance(context.openingBalancePaise, layout),
            }),
          ),
        ]
      : []),
    ...rows.map((row, index) => blockOf(cellsOf(row, index + 1, layout))),
    ...closingRowsOf(context).map((row) => blockOf(byRole(row))),
  ];

  // Pagination: a row and its wrapped narration stay on one page.
  const firstRowY = (page: number) =>
    (page === 0 ? style.firstTableTop : style.nextTableTop) - 1.4 * style.pitch;
  const pages: Block[][] = [[]];
  let y = firstRowY(0);
  for (const block of blocks) {
    if (y - (block.chunks.length - 1) * style.pitch < PAGE.bottom) {
      pages.push([]);
      y = firstRowY(pages.length - 1);
    }
    pages.at(-1)?.push(block);
    y -= Math.max(1, block.chunks.length) * style.pitch;
  }
  const closing = style.closing(context);
  let closingTop = y - style.pitch;
  if (closing.lines > 0 && closingTop - closing.lines * style.pitch < PAGE.bottom) {
    pages.push([]);
    closingTop = style.nextTableTop;
  }

  const write = (page: PDFPage, run: TextRun) => {
    const runFont = run.bold ? bold : font;
    const size = run.size ?? style.size;
    const width = runFont.widthOfTextAtSize(run.text, size);
    const x = run.align === 'right' ? run.x - width : run.align === 'center' ? run.x - width / 2 : run.x;
    page.drawText(run.text, { x, y: run.y, size, font: runFont });
  };
  const cell = (index: number, text: string, rowY: number, isBold = false): TextRun => {
    const geometry = style.columns[index] ?? { x: 0, width: 0 };
    const right = layout.columns[index]?.align === 'right';
    return {
      text,
      x: right ? geometry.x + geometry.width : geometry.x,
      y: rowY,
      align: right ? 'right' : undefined,
      bold: isBold,
    };
  };
  pages.forEach((pageBlocks, pageIndex) => {
    const page = document.addPage([PAGE.width, PAGE.height]);
    const runs = pageIndex === 0 ? style.headerBlock(context) : style.pageTop(context, pageIndex + 1);
    if (pageBlocks.length > 0) {
      const top = pageIndex === 0 ? style.firstTableTop : style.nextTableTop;
      layout.columns.forEach((column, index) => runs.push(cell(index, column.label, top, true)));
      page.drawLine({
        start: { x: 20, y: top - 4 },
        end: { x: PAGE.width - 20, y: top - 4 },
        thickness: 0.5,
        color: rgb(0.5, 0.5, 0.5),
      });
      let rowY = firstRowY(pageIndex);
      for (const block of pageBlocks) {
        block.cells.forEach((text, index) => {
          if (text && index !== narrationColumn) runs.push(cell(index, text, rowY));
        });
        block.chunks.forEach((chunk, line) =>
          runs.push(cell(narrationColumn, chunk, rowY - line * style.pitch)),
        );
        rowY -= Math.max(1, block.chunks.length) * style.pitch;
      }
    }
    if (pageIndex === pages.length - 1) runs.push(...closing.runs(closingTop));
    runs.push(...style.footer(context, pageIndex + 1, pages.length));
    for (const run of runs) write(page, run);
  });
  return { bytes: await document.save(), pages: pages.length };
}
