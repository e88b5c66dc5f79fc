import PDFDocument from 'pdfkit';

import { drawBlock } from './draw-blocks.ts';
import type { PdfDocument, PdfLanguage } from './pdf-document.ts';
import { documentFonts } from './pdf-fonts.ts';
import { colors, pageMargins, startFlow, styles } from './page-flow.ts';
import type { PdfKitDocument } from './pdfkit-document.ts';
import { drawLine, layoutText } from './text-layout.ts';

const pageLabels: Record<PdfLanguage, (page: number, pages: number) => string> = {
  en: (page, pages) => `Page ${page} of ${pages}`,
  hi: (page, pages) => `पृष्ठ ${page} (कुल ${pages})`,
};

const languageTags: Record<PdfLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

function drawFooters(doc: PdfKitDocument, document: PdfDocument): void {
  const { start, count } = doc.bufferedPageRange();
  const style = { ...styles.note, color: colors.muted };
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    const width = doc.page.width - pageMargins.left - pageMargins.right;
    const top = doc.page.height - pageMargins.bottom + 20;
    const [label] = layoutText(doc, pageLabels[document.language](index + 1, count), style, width);
    const [footer] = layoutText(
      doc,
      document.footer ?? document.title,
      style,
      width - (label?.width ?? 0) - 12,
    );
    if (footer) drawLine(doc, footer, { x: pageMargins.left, top, width, align: 'left' }, style);
    if (label) drawLine(doc, label, { x: pageMargins.left, top, width, align: 'right' }, style);
  }
}

/**
 * The document as a PDF: A4, text in Noto Sans Devanagari's Latin and Devanagari fonts (shaped by
 * fontkit, subset and embedded), numbered pages. The same document gives the same bytes: the
 * dates and the file's ID come from `createdAt` and the metadata, nothing from the clock.
 */
export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: pageMargins,
    bufferPages: true,
    lang: languageTags[document.language],
    displayTitle: true,
    info: {
      Title: document.title,
      Author: document.author,
      CreationDate: document.createdAt,
      ModDate: document.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, bytes] of documentFonts()) doc.registerFont(name, bytes);
  const flow = startFlow(doc);
  document.blocks.forEach((block, index) => drawBlock(flow, block, document.blocks[index + 1]));
  drawFooters(doc, document);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
