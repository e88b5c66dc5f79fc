import type { PdfAlign } from './pdf-document.ts';
import type { PdfKitDocument } from './pdfkit-document.ts';
import { colors, ensureSpace, newPage, type PageFlow } from './page-flow.ts';
import { drawLine, layoutText, lineHeight, type TextLine, type TextStyle } from './text-layout.ts';

export type TableLayout = {
  columns: readonly { width: number; align?: PdfAlign }[];
  /** Repeated at the top of every page the table runs onto. */
  header?: readonly string[];
  rows: readonly { cells: readonly string[]; style: TextStyle }[];
  headerStyle: TextStyle;
};

const padX = 4;
const padY = 3;

type LaidRow = { cells: TextLine[][]; height: number; style: TextStyle };

function layoutRow(
  doc: PdfKitDocument,
  cells: readonly string[],
  widths: readonly number[],
  style: TextStyle,
) {
  const laid = widths.map((width, index) => layoutText(doc, cells[index] ?? '', style, width - 2 * padX));
  const tallest = Math.max(1, ...laid.map((lines) => lines.length));
  return { cells: laid, height: tallest * lineHeight(style.size) + 2 * padY, style };
}

function drawRow(
  flow: PageFlow,
  row: LaidRow,
  layout: TableLayout,
  widths: readonly number[],
  fill: boolean,
) {
  const { doc } = flow;
  let x = flow.left;
  widths.forEach((width, index) => {
    doc.lineWidth(0.5).strokeColor(colors.rule);
    if (fill) doc.rect(x, flow.y, width, row.height).fillAndStroke(colors.fill, colors.rule);
    else doc.rect(x, flow.y, width, row.height).stroke();
    const align = layout.columns[index]?.align ?? 'left';
    (row.cells[index] ?? []).forEach((line, lineIndex) => {
      const top = flow.y + padY + lineIndex * lineHeight(row.style.size);
      drawLine(doc, line, { x: x + padX, top, width: width - 2 * padX, align }, row.style);
    });
    x += width;
  });
  flow.y += row.height;
}

/**
 * A ruled table across the page's width. A row never splits: one that does not fit goes to the
 * next page, under the header drawn again.
 */
export function drawTable(flow: PageFlow, layout: TableLayout): void {
  const total = layout.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = layout.columns.map((column) => (column.width / total) * flow.width);
  const header = layout.header && layoutRow(flow.doc, layout.header, widths, layout.headerStyle);
  const rows = layout.rows.map((row) => layoutRow(flow.doc, row.cells, widths, row.style));
  ensureSpace(flow, (header?.height ?? 0) + (rows[0]?.height ?? 0));
  if (header) drawRow(flow, header, layout, widths, true);
  for (const row of rows) {
    if (flow.y + row.height > flow.bottom) {
      newPage(flow);
      if (header) drawRow(flow, header, layout, widths, true);
    }
    drawRow(flow, row, layout, widths, false);
  }
}
