import { amountInWords } from '@kredo/domain/amount-in-words';
import { formatRupees, paise } from '@kredo/domain/money';

import { drawParagraph, drawText, fitStyle, renderFormPdf, strokeRect } from '../../lib/pdf/form-drawing.ts';
import type { PdfKitDocument } from '../../lib/pdf/pdfkit-document.ts';
import { startOfIndianDay } from './key-fact-statement-pdf.ts';
import {
  cell,
  cells,
  column,
  dateCells,
  field,
  frame,
  label,
  left,
  midColumn,
  pad,
  right,
  rowHeight,
  style,
  ticks,
  type NachTickOption,
  type Row,
} from './nach-form-rows.ts';
import { nachFormTexts as texts } from './nach-form-texts.ts';

/** What the prefilled paper mandate carries (reference/lending-rules.md §3.2). */
export type NachFormData = {
  /** Issue date, YYYY-MM-DD */ date: string;
  umrn: null; // blank on a CREATE form
  action: 'CREATE';
  sponsorBankCode: string; // IFSC/MICR of the sponsor bank, 11
  utilityCode: string; // 18
  corporateName: string; // 'I/We hereby authorize <corporate>'
  accountType: 'SB' | 'CA';
  accountNumber: string; // printed in full: the bank needs it (the PDF is stored encrypted)
  bankName: string;
  ifsc: string;
  maxAmount: number; // paise; printed in words and figures
  debitType: 'MAXIMUM';
  frequency: 'MNTH';
  reference1: string; // the loan/mandate reference
  reference2: string; // the product / scheme
  mobile: string;
  email: string | null;
  validFrom: string;
  validUntil: string; // YYYY-MM-DD; 'Until cancelled' is never used
  accountHolderName: string;
};

function options<Key extends string>(labels: Readonly<Record<Key, string>>, chosen: Key): NachTickOption[] {
  return (Object.keys(labels) as Key[]).map((key) => ({ label: labels[key], ticked: key === chosen }));
}

/** Every tick group of the form, in the form's order, with the one box the data ticks. */
export function nachFormChoices(data: NachFormData) {
  return {
    action: options(texts.actions, data.action),
    accountType: options(texts.accountTypes, data.accountType),
    frequency: options(texts.frequencies, data.frequency),
    debitType: options(texts.debitTypes, data.debitType),
    untilCancelled: { label: texts.untilCancelled, ticked: false },
  };
}

function drawHeaderRows(doc: PdfKitDocument, data: NachFormData, top: number): number {
  const choices = nachFormChoices(data);
  const row = (index: number): Row => ({ doc, top: top + index * (rowHeight + 2), x: left });
  const first = row(0);
  label(first, texts.umrn);
  cells(first, data.umrn ?? '', 20);
  label(first, texts.date, right - 8 * cell.width - 20 - 25);
  dateCells(first, data.date, right - 8 * cell.width - 20);

  const second = row(1);
  label(second, texts.tick);
  ticks(second, choices.action, left + 40);
  label(second, texts.sponsorBankCode, 262);
  cells(second, data.sponsorBankCode, 11);
  label(second, texts.utilityCode, right - 18 * cell.width - 52);
  cells(second, data.utilityCode, 18, right - 18 * cell.width);

  const third = row(2);
  label(third, texts.authorize);
  field(third, data.corporateName, midColumn - 10, column);
  label(third, texts.toDebit, midColumn);
  ticks(third, choices.accountType);

  const fourth = row(3);
  label(fourth, texts.accountNumber);
  cells(fourth, data.accountNumber, 35, column);

  const fifth = row(4);
  label(fifth, texts.withBank);
  field(fifth, data.bankName, midColumn - 10, column);
  label(fifth, texts.ifsc, midColumn);
  cells(fifth, data.ifsc, 11);
  label(fifth, texts.micr);
  cells(fifth, '', 9, right - 9 * cell.width);

  const amount = paise(data.maxAmount);
  const sixth = row(5);
  label(sixth, texts.amountInWords);
  field(sixth, amountInWords(amount), 630, column);
  label(sixth, texts.rupeeSymbol, 640, style.value);
  field(sixth, formatRupees(amount), right);

  const seventh = row(6);
  label(seventh, texts.frequency, left, style.strong);
  ticks(seventh, choices.frequency, column);
  label(seventh, texts.debitType, 560, style.strong);
  ticks(seventh, choices.debitType);

  const references: [string, string, string, string][] = [
    [texts.reference1, data.reference1, texts.phone, data.mobile],
    [texts.reference2, data.reference2, texts.email, data.email ?? ''],
  ];
  references.forEach(([name, value, contactName, contact], index) => {
    const line = row(7 + index);
    label(line, name);
    field(line, value, midColumn - 10, column);
    label(line, contactName, midColumn);
    field(line, contact, right, 520);
  });
  return row(9).top + 2;
}

/** PERIOD on the left; the three signature boxes, each with the name as in bank records under it. */
function drawPeriodAndSignatures(doc: PdfKitDocument, data: NachFormData, top: number): number {
  const row = (index: number): Row => ({ doc, top: top + index * (rowHeight - 1), x: left });
  label(row(0), texts.period, left, style.strong);
  const from = row(1);
  label(from, texts.from);
  dateCells(from, data.validFrom, left + 30);
  const to = row(2);
  label(to, texts.to);
  dateCells(to, data.validUntil, left + 30);
  const until = row(3);
  label(until, texts.or);
  ticks(until, [nachFormChoices(data).untilCancelled], left + 30);

  const start = left + 200;
  const gap = 12;
  const width = (right - start - 2 * gap) / 3;
  const signatureHeight = 46;
  [texts.primarySignature, texts.otherSignature, texts.otherSignature].forEach((caption, index) => {
    const x = start + index * (width + gap);
    strokeRect(doc, { x, top, width, height: signatureHeight });
    drawText(
      doc,
      caption,
      { x, top: top + signatureHeight, width, height: 11, align: 'center' },
      style.small,
    );
    const nameTop = top + signatureHeight + 13;
    strokeRect(doc, { x, top: nameTop, width, height: cell.height });
    const name = index === 0 ? data.accountHolderName : '';
    const nameBox = { x, top: nameTop, width, height: cell.height, align: 'center' } as const;
    if (name) drawText(doc, name, nameBox, fitStyle(doc, name, style.value, width - 6));
    const captionTop = nameTop + cell.height;
    drawText(
      doc,
      texts.nameInBankRecords,
      { x, top: captionTop, width, height: 11, align: 'center' },
      style.small,
    );
  });
  return top + Math.max(4 * (rowHeight - 1), signatureHeight + 13 + cell.height + 11);
}

function drawForm(doc: PdfKitDocument, data: NachFormData): void {
  drawText(doc, texts.title, { x: frame.x, top: 20, height: 22 }, style.title);
  if (data.validUntil < data.validFrom) throw new RangeError('A NACH form ends before it starts');
  let y = drawHeaderRows(doc, data, frame.top + pad);
  y = drawParagraph(doc, texts.charges, { x: left, top: y, width: right - left }, style.label) + 4;
  y = drawPeriodAndSignatures(doc, data, y) + 6;
  for (const declaration of texts.declarations)
    y = drawParagraph(doc, declaration, { x: left, top: y, width: right - left }, style.small);
  const bottom = y + pad;
  strokeRect(doc, { x: frame.x, top: frame.top, width: frame.width, height: bottom - frame.top }, 1);

  y =
    drawParagraph(
      doc,
      texts.instructionsHeading,
      { x: frame.x, top: bottom + 16, width: frame.width },
      style.heading,
    ) + 3;
  texts.instructions.forEach((instruction, index) => {
    drawText(doc, `${index + 1}.`, { x: frame.x, top: y, height: 12.3 }, style.instruction);
    y =
      drawParagraph(
        doc,
        instruction,
        { x: frame.x + 14, top: y, width: frame.width - 14 },
        style.instruction,
      ) + 2;
  });
}

/**
 * The prefilled NPCI paper mandate the borrower prints, signs, scans and uploads: one A4 page,
 * UMRN left blank for the bank, the account number in full (the file is stored encrypted). Dated
 * its day of issue, so the same data always gives the same bytes.
 */
export function renderNachFormPdf(data: NachFormData): Promise<Buffer> {
  return renderFormPdf(
    {
      title: `${texts.title} ${data.reference1}`,
      author: data.corporateName,
      createdAt: startOfIndianDay(data.date),
      layout: 'landscape',
    },
    (doc) => drawForm(doc, data),
  );
}
