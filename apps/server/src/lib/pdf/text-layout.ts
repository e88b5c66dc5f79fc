import { fontName, type FontName, type FontWeight } from './pdf-fonts.ts';
import type { PdfAlign } from './pdf-document.ts';
import type { PdfKitDocument } from './pdfkit-document.ts';
import { splitScriptRuns } from './script-runs.ts';

/**
 * Lines are broken here rather than by pdfkit's wrapper, which measures a whole line in one font:
 * each word is cut into script runs, each run measured (shaped) in its own font, and a line is
 * drawn as pieces side by side. A piece joins its neighbour when both use the same font, so a
 * Hindi phrase stays one string in the file (and one string to a text extractor).
 */

export type TextStyle = { size: number; weight: FontWeight; color: string };

type Piece = { font: FontName; text: string; width: number };

export type TextLine = { pieces: Piece[]; width: number };

// Noto Sans Devanagari reaches 0.896 em above and 0.408 em below the baseline (matras, conjuncts).
const ascent = 0.896;
const descent = 0.408;
const lineSpacing = 1.45;

export function lineHeight(size: number): number {
  return size * lineSpacing;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// Shaping a word (GSUB/GPOS in fontkit) is most of a render's time, and the words repeat from one
// document to the next: their widths are kept per process. The value is pdfkit's own, so a line
// breaks at the same place whether the width was measured now or remembered.
const widths = new Map<string, number>();
const widthsKept = 50_000;

function measured(doc: PdfKitDocument, font: FontName, size: number, text: string): Piece {
  const key = `${font}\u0000${size}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = doc.font(font).fontSize(size).widthOfString(text);
    if (widths.size >= widthsKept) widths.clear();
    widths.set(key, width);
  }
  return { font, text, width };
}

function wordPieces(doc: PdfKitDocument, word: string, style: TextStyle): Piece[] {
  return splitScriptRuns(word).map((run) =>
    measured(doc, fontName(run.script, style.weight), style.size, run.text),
  );
}

const widthOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

/** A word wider than the line (a long e-mail address) is cut between characters, never inside one. */
function cutToWidth(doc: PdfKitDocument, word: string, style: TextStyle, width: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const { segment } of graphemes.segment(word)) {
    const next = current + segment;
    if (current && widthOf(wordPieces(doc, next, style)) > width) {
      parts.push(current);
      current = segment;
    } else current = next;
  }
  if (current) parts.push(current);
  return parts;
}

function append(doc: PdfKitDocument, line: TextLine, pieces: readonly Piece[], style: TextStyle) {
  const last = line.pieces.at(-1);
  if (last) {
    const space = measured(doc, last.font, style.size, ' ').width;
    last.text += ' ';
    last.width += space;
    line.width += space;
  }
  for (const piece of pieces) {
    const previous = line.pieces.at(-1);
    if (previous?.font === piece.font) {
      previous.text += piece.text;
      previous.width += piece.width;
    } else line.pieces.push({ ...piece });
    line.width += piece.width;
  }
}

/** The text broken into lines no wider than `width`; a newline in the text always starts a line. */
export function layoutText(doc: PdfKitDocument, text: string, style: TextStyle, width: number): TextLine[] {
  const lines: TextLine[] = [];
  for (const paragraph of text.split('\n')) {
    let line: TextLine = { pieces: [], width: 0 };
    const words = paragraph
      .split(' ')
      .filter(Boolean)
      .flatMap((word) =>
        widthOf(wordPieces(doc, word, style)) > width ? cutToWidth(doc, word, style, width) : [word],
      );
    for (const word of words) {
      const pieces = wordPieces(doc, word, style);
      const last = line.pieces.at(-1);
      const space = last ? measured(doc, last.font, style.size, ' ').width : 0;
      if (last && line.width + space + widthOf(pieces) > width) {
        lines.push(line);
        line = { pieces: [], width: 0 };
      }
      append(doc, line, pieces, style);
    }
    lines.push(line);
  }
  return lines;
}

/** Draws a line whose box starts at `top`; the baseline sits where the line's height centres the glyphs. */
export function drawLine(
  doc: PdfKitDocument,
  line: TextLine,
  box: { x: number; top: number; width: number; align: PdfAlign },
  style: TextStyle,
): void {
  const free = box.width - line.width;
  let x = box.x + (box.align === 'right' ? free : box.align === 'center' ? free / 2 : 0);
  const baseline =
    box.top + (lineHeight(style.size) - (ascent + descent) * style.size) / 2 + ascent * style.size;
  doc.fillColor(style.color);
  for (const piece of line.pieces) {
    doc
      .font(piece.font)
      .fontSize(style.size)
      .text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += piece.width;
  }
}

/** The height `layoutText`'s lines take. */
export function linesHeight(lines: readonly TextLine[], style: TextStyle): number {
  return lines.length * lineHeight(style.size);
}
