import type { PdfBlock } from './pdf-document.ts';
import { drawTable } from './draw-table.ts';
import { atPageTop, colors, ensureSpace, newPage, styles, type PageFlow } from './page-flow.ts';
import { drawLine, layoutText, lineHeight, linesHeight, type TextStyle } from './text-layout.ts';

/** Lines of text down the page, breaking to the next page between lines. */
function drawText(flow: PageFlow, text: string, style: TextStyle, after: number): void {
  for (const line of layoutText(flow.doc, text, style, flow.width)) {
    ensureSpace(flow, lineHeight(style.size));
    drawLine(flow.doc, line, { x: flow.left, top: flow.y, width: flow.width, align: 'left' }, style);
    flow.y += lineHeight(style.size);
  }
  flow.y += after;
}

function drawHeading(flow: PageFlow, level: 1 | 2, text: string): void {
  const style = level === 1 ? styles.title : styles.subheading;
  if (!atPageTop(flow)) flow.y += level === 1 ? 10 : 8;
  const lines = layoutText(flow.doc, text, style, flow.width);
  // A heading keeps at least two lines of what follows on its page.
  ensureSpace(flow, linesHeight(lines, style) + 2 * lineHeight(styles.body.size));
  drawText(flow, text, style, 4);
}

const signatureHeight = 72;

/** A dashed, empty box under its label, the signer named inside: the visible place of the e-signature. */
function drawSignature(flow: PageFlow, label: string, signer: string): void {
  const labelHeight = lineHeight(styles.bodyBold.size);
  ensureSpace(flow, labelHeight + signatureHeight + 8);
  flow.y += 8;
  drawText(flow, label, styles.bodyBold, 2);
  const width = Math.min(260, flow.width);
  flow.doc
    .lineWidth(0.75)
    .strokeColor(colors.rule)
    .dash(3, { space: 3 })
    .rect(flow.left, flow.y, width, signatureHeight)
    .stroke()
    .undash();
  const lines = layoutText(flow.doc, signer, styles.cell, width - 8);
  const top = flow.y + signatureHeight - linesHeight(lines, styles.cell) - 4;
  lines.forEach((line, index) =>
    drawLine(
      flow.doc,
      line,
      { x: flow.left + 4, top: top + index * lineHeight(styles.cell.size), width: width - 8, align: 'left' },
      { ...styles.cell, color: colors.muted },
    ),
  );
  flow.y += signatureHeight + 6;
}

export function drawBlock(flow: PageFlow, block: PdfBlock): void {
  switch (block.kind) {
    case 'heading':
      return drawHeading(flow, block.level, block.text);
    case 'paragraph':
      return drawText(flow, block.text, block.bold ? styles.bodyBold : styles.body, 5);
    case 'note':
      return drawText(flow, block.text, styles.note, 4);
    case 'key-value': {
      const numbered = block.rows.some((row) => row.number !== undefined);
      drawTable(flow, {
        columns: numbered ? [{ width: 6 }, { width: 38 }, { width: 56 }] : [{ width: 40 }, { width: 60 }],
        rows: block.rows.map((row) => ({
          cells: numbered ? [row.number ?? '', row.label, row.value] : [row.label, row.value],
          style: styles.cell,
        })),
        headerStyle: styles.cellBold,
      });
      flow.y += 8;
      return;
    }
    case 'table':
      drawTable(flow, {
        columns: block.columns,
        header: block.columns.map((column) => column.header),
        rows: [
          ...block.rows.map((cells) => ({ cells, style: styles.cell })),
          ...(block.totals ? [{ cells: block.totals, style: styles.cellBold }] : []),
        ],
        headerStyle: styles.cellBold,
      });
      flow.y += 8;
      return;
    case 'page-break':
      if (!atPageTop(flow)) newPage(flow);
      return;
    case 'signature':
      return drawSignature(flow, block.label, block.signer);
  }
}
