import { parseIsoDate } from '@kredo/domain/calendar-date';

import {
  drawCharacterCells,
  drawText,
  drawTickBox,
  fitStyle,
  formColors,
  strokeRect,
} from '../../lib/pdf/form-drawing.ts';
import type { PdfKitDocument } from '../../lib/pdf/pdfkit-document.ts';
import type { TextStyle } from '../../lib/pdf/text-layout.ts';

/** The NACH form's grid: where its rows and columns sit, and the pieces a row is made of. */

export type NachTickOption = { label: string; ticked: boolean };

/** '2026-11-24' as the eight digits of the form's date cells, '24112026'. */
function dateDigits(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError('A NACH form date is not a calendar date');
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(parts.day)}${two(parts.month)}${String(parts.year).padStart(4, '0')}`;
}

const ink = formColors.ink;
export const style = {
  title: { size: 13, weight: 'bold', color: ink },
  label: { size: 7.5, weight: 'regular', color: ink },
  strong: { size: 7.5, weight: 'bold', color: ink },
  value: { size: 9, weight: 'bold', color: ink },
  small: { size: 6.5, weight: 'regular', color: ink },
  heading: { size: 10, weight: 'bold', color: ink },
  instruction: { size: 8.5, weight: 'regular', color: ink },
} as const satisfies Record<string, TextStyle>;

// A4 landscape: the form is a wide strip, as NPCI's is, with the instructions under it.
export const frame = { x: 28, top: 48, width: 841.89 - 56 };
export const pad = 8;
export const left = frame.x + pad;
export const right = frame.x + frame.width - pad;
export const rowHeight = 22;
export const cell = { width: 13, height: 15 };
const tickSize = 9;
export const column = 121; // where the values of the left-hand labels start
export const midColumn = 470; // where the second label of a row starts

/** One row of the form: its top, and the x where the next thing goes. */
export type Row = { doc: PdfKitDocument; top: number; x: number };

export function label(row: Row, text: string, at = row.x, labelStyle: TextStyle = style.label): void {
  row.x = drawText(row.doc, text, { x: at, top: row.top, height: rowHeight }, labelStyle) + 5;
}

const cellTop = (row: Row) => row.top + (rowHeight - cell.height) / 2;

export function cells(row: Row, text: string, count: number, at = row.x): void {
  const cellRow = { x: at, top: cellTop(row), count, cellWidth: cell.width, height: cell.height };
  row.x = drawCharacterCells(row.doc, text, cellRow, style.value) + 10;
}

/** A date as D D / M M / Y Y Y Y cells. */
export function dateCells(row: Row, date: string | null, at = row.x): void {
  const digits = date === null ? '' : dateDigits(date);
  row.x = at;
  (
    [
      [0, 2],
      [2, 4],
      [4, 8],
    ] as const
  ).forEach(([from, to], index) => {
    if (index > 0) {
      drawText(
        row.doc,
        '/',
        { x: row.x - 10, top: row.top, width: 10, height: rowHeight, align: 'center' },
        style.value,
      );
    }
    cells(row, digits.slice(from, to), to - from);
  });
}

/** A boxed value field from `at` to `until`, its text shrunk (within reason) to fit. */
export function field(row: Row, text: string, until: number, at = row.x): void {
  const width = until - at;
  strokeRect(row.doc, { x: at, top: cellTop(row), width, height: cell.height });
  const fitted = fitStyle(row.doc, text, style.value, width - 6);
  drawText(row.doc, text, { x: at + 3, top: row.top, height: rowHeight }, fitted);
  row.x = until + 10;
}

export function ticks(row: Row, choices: readonly NachTickOption[], at = row.x): void {
  row.x = at;
  for (const option of choices) {
    const box = { x: row.x, top: row.top, height: rowHeight, size: tickSize };
    row.x = drawTickBox(row.doc, option, box, style.label) + 9;
  }
}
