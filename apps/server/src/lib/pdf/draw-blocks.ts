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

const signatureHeight = 72;
const signatureBlockHeight = lineHeight(styles.bodyBold.size) + signatureHeight + 16;

const headingStyles = { 1: styles.title, 2: styles.subheading, 3: styles.bodyBold } as const;
const headingSpace = { 1: 10, 2: 8, 3: 3 } as const;

/** The height the start of a block needs: a heading never ends a page without it. */
function leadHeight(block: PdfBlock | undefined): number {
  switch (block?.kind) {
    case 'paragraph':
      return 2 * lineHeight(styles.body.size);
    case 'note':
      return 2 * lineHeight(styles.note.size);
    case 'key-value':
    case 'table':
      return 3 * lineHeight(styles.cell.size) + 12;
    case 'signature':
      return signatureBlockHeight;
    case 'heading':
      return lineHeight(headingStyles[block.level].size) + 2 * lineHeight(styles.body.size);
    default:
      return 0;
  }
}

function drawHeading(flow: PageFlow, level: 1 | 2 | 3, text: string, next: PdfBlock | undefined): void {
  const style = headingStyles[level];
  if (!atPageTop(flow)) flow.y += headingSpace[level];
  const lines = layoutText(flow.doc, text, style, flow.width);
  ensureSpace(flow, linesHeight(lines, style) + 4 + leadHeight(next));
  drawText(flow, text, style, level === 3 ? 1 : 4);
}

/** A dashed, empty box under its label, the signer named inside: the visible place of the e-signature. */
function drawSignature(flow: PageFlow, label: string, signer: string): void {
  ensureSpace(flow, signatureBlockHeight);
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

/** Draws a block where the flow stands; `next` is the block after it, which a heading keeps on its page. */
export function drawBlock(flow: PageFlow, block: PdfBlock, next?: PdfBlock): void {
  switch (block.kind) {
    case 'heading':
      return drawHeading(flow, block.level, block.text, next);
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
