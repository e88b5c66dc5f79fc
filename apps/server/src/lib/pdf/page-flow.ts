import type { PdfKitDocument } from './pdfkit-document.ts';
import type { TextStyle } from './text-layout.ts';

/** Where the next block goes: the current page's writable area and the height already used. */
export type PageFlow = {
  doc: PdfKitDocument;
  y: number;
  readonly left: number;
  readonly width: number;
  readonly top: number;
  readonly bottom: number;
};

// A4 with 2 cm margins at the sides, a little more at the foot for the page number.
export const pageMargins = { top: 50, bottom: 60, left: 50, right: 50 } as const;

export const colors = { text: '#1a1a1a', muted: '#555555', rule: '#8c8c8c', fill: '#ececec' } as const;

export const styles = {
  title: { size: 16, weight: 'bold', color: colors.text },
  subheading: { size: 12, weight: 'bold', color: colors.text },
  body: { size: 10, weight: 'regular', color: colors.text },
  bodyBold: { size: 10, weight: 'bold', color: colors.text },
  cell: { size: 9, weight: 'regular', color: colors.text },
  cellBold: { size: 9, weight: 'bold', color: colors.text },
  note: { size: 8, weight: 'regular', color: colors.muted },
} as const satisfies Record<string, TextStyle>;

export function startFlow(doc: PdfKitDocument): PageFlow {
  const { width, height } = doc.page;
  return {
    doc,
    y: pageMargins.top,
    left: pageMargins.left,
    width: width - pageMargins.left - pageMargins.right,
    top: pageMargins.top,
    bottom: height - pageMargins.bottom,
  };
}

export function newPage(flow: PageFlow): void {
  flow.doc.addPage();
  flow.y = flow.top;
}

export const atPageTop = (flow: PageFlow) => flow.y <= flow.top;

/** Starts a new page unless `height` still fits on this one (or this page is still empty). */
export function ensureSpace(flow: PageFlow, height: number): void {
  if (flow.y + height > flow.bottom && !atPageTop(flow)) newPage(flow);
}
