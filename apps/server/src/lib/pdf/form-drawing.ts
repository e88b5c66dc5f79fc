import PDFDocument from 'pdfkit';

import type { PdfAlign } from './pdf-document.ts';
import { documentFonts } from './pdf-fonts.ts';
import type { PdfKitDocument } from './pdfkit-document.ts';
import { drawLine, layoutText, lineHeight, type TextStyle } from './text-layout.ts';

/**
 * A printed form drawn at fixed places on one page (boxes, character cells, tick boxes), where
 * renderPdf flows blocks down pages. Text still goes through text-layout, so each character is
 * drawn with the font that has it ('₹' is only in the Devanagari subset). The fonts have no '✓':
 * a tick is drawn as two strokes, and a '✓' inside a label is drawn the same way.
 */

export type FormPdfMeta = {
  title: string;
  author: string;
  /** Written as the file's creation and modification dates: the same form gives the same bytes. */
  createdAt: Date;
  layout: 'portrait' | 'landscape';
};

export type Rect = { x: number; top: number; width: number; height: number };

export const formColors = { ink: '#000000', muted: '#444444', line: '#000000' } as const;

/** One A4 page drawn by `draw`, in English; nothing taken from the clock, so the bytes repeat. */
export async function renderFormPdf(meta: FormPdfMeta, draw: (doc: PdfKitDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: meta.layout,
    margin: 0,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, CreationDate: meta.createdAt, ModDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, bytes] of documentFonts()) doc.registerFont(name, bytes);
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A tick mark filling a square of `size` at (x, top). */
export function drawTickMark(doc: PdfKitDocument, x: number, top: number, size: number): void {
  doc
    .save()
    .lineWidth(Math.max(1, size / 7))
    .lineCap('round')
    .lineJoin('round')
    .strokeColor(formColors.ink)
    .moveTo(x + 0.18 * size, top + 0.55 * size)
    .lineTo(x + 0.42 * size, top + 0.8 * size)
    .lineTo(x + 0.86 * size, top + 0.2 * size)
    .stroke()
    .restore();
}

const tickWidth = (style: TextStyle) => style.size * 0.9;
// A space beside a drawn tick, where text-layout (which measures words) has no word to attach it to.
const spaceWidth = (style: TextStyle) => style.size * 0.26;

type Part = { lead: number; width: number; trail: number; text: string };

/** The text cut at each '✓', each piece measured with the spaces at its ends. */
function parts(doc: PdfKitDocument, text: string, style: TextStyle): Part[] {
  return text.split('✓').map((part) => {
    const trimmed = part.trim();
    const [line] = trimmed ? layoutText(doc, trimmed, style, Number.MAX_SAFE_INTEGER) : [];
    return {
      lead: (part.length - part.trimStart().length) * spaceWidth(style),
      width: line?.width ?? 0,
      trail: trimmed ? (part.length - part.trimEnd().length) * spaceWidth(style) : 0,
      text: trimmed,
    };
  });
}

/** The width a single line of text takes, '✓' counted as a drawn tick. */
export function textWidth(doc: PdfKitDocument, text: string, style: TextStyle): number {
  return parts(doc, text, style).reduce(
    (sum, part, index) => sum + part.lead + part.width + part.trail + (index > 0 ? tickWidth(style) : 0),
    0,
  );
}

/**
 * A single line of text vertically centred in a box of `height` at (x, top), aligned in `width`;
 * returns the x where it ends. Text longer than the width is drawn as it is (the caller sizes boxes).
 */
export function drawText(
  doc: PdfKitDocument,
  text: string,
  box: { x: number; top: number; width?: number; height: number; align?: PdfAlign },
  style: TextStyle,
): number {
  const total = textWidth(doc, text, style);
  const free = (box.width ?? total) - total;
  let x = box.x + (box.align === 'right' ? free : box.align === 'center' ? free / 2 : 0);
  const top = box.top + (box.height - lineHeight(style.size)) / 2;
  parts(doc, text, style).forEach((part, index) => {
    if (index > 0) {
      const size = tickWidth(style);
      drawTickMark(doc, x, box.top + (box.height - size) / 2, size);
      x += size;
    }
    x += part.lead;
    if (part.text) {
      const [line] = layoutText(doc, part.text, style, Number.MAX_SAFE_INTEGER);
      if (line) drawLine(doc, line, { x, top, width: line.width, align: 'left' }, style);
    }
    x += part.width + part.trail;
  });
  return x;
}

/** Text wrapped to `width`, lines from `top` down; returns the y under the last line. */
export function drawParagraph(
  doc: PdfKitDocument,
  text: string,
  box: { x: number; top: number; width: number },
  style: TextStyle,
): number {
  let top = box.top;
  for (const line of layoutText(doc, text, style, box.width)) {
    drawLine(doc, line, { x: box.x, top, width: box.width, align: 'left' }, style);
    top += lineHeight(style.size);
  }
  return top;
}

export function strokeRect(doc: PdfKitDocument, rect: Rect, lineWidth = 0.6): void {
  doc
    .lineWidth(lineWidth)
    .strokeColor(formColors.line)
    .rect(rect.x, rect.top, rect.width, rect.height)
    .stroke();
}

/**
 * A row of `count` boxed character cells at (x, top), the text's characters one a cell from the
 * left (the rest empty), each centred in its cell; returns the x where the row ends. A text longer
 * than the row is a caller's bug: it is refused rather than cut, since a cut account number debits
 * someone else.
 */
export function drawCharacterCells(
  doc: PdfKitDocument,
  text: string,
  cells: { x: number; top: number; count: number; cellWidth: number; height: number },
  style: TextStyle,
): number {
  const characters = [...text];
  if (characters.length > cells.count)
    throw new RangeError(`${characters.length} characters do not fit in ${cells.count} cells`);
  for (let index = 0; index < cells.count; index += 1) {
    const x = cells.x + index * cells.cellWidth;
    strokeRect(doc, { x, top: cells.top, width: cells.cellWidth, height: cells.height }, 0.5);
    const character = characters[index];
    if (character && character !== ' ')
      drawText(
        doc,
        character,
        { x, top: cells.top, width: cells.cellWidth, height: cells.height, align: 'center' },
        style,
      );
  }
  return cells.x + cells.count * cells.cellWidth;
}

/** A square tick box, ticked or empty, with its label after it; returns the x where the label ends. */
export function drawTickBox(
  doc: PdfKitDocument,
  option: { label: string; ticked: boolean },
  at: { x: number; top: number; height: number; size: number },
  style: TextStyle,
): number {
  const boxTop = at.top + (at.height - at.size) / 2;
  strokeRect(doc, { x: at.x, top: boxTop, width: at.size, height: at.size }, 0.6);
  if (option.ticked) drawTickMark(doc, at.x, boxTop, at.size);
  return drawText(doc, option.label, { x: at.x + at.size + 3, top: at.top, height: at.height }, style);
}

/**
 * The style at which one line of text fits `width`: the given one, or a smaller size down to
 * `minSize`. Text that does not fit even then is refused: a form is read by a bank, and a value
 * running out of its box is one it may misread.
 */
export function fitStyle(
  doc: PdfKitDocument,
  text: string,
  style: TextStyle,
  width: number,
  minSize = 6,
): TextStyle {
  const natural = textWidth(doc, text, style);
  if (natural <= width) return style;
  const size = Math.floor(((style.size * width) / natural) * 10) / 10;
  // The message names no value: a form carries personal data, and errors reach the logs.
  if (size < minSize) throw new RangeError(`A value does not fit its ${Math.round(width)} pt box`);
  return { ...style, size };
}
