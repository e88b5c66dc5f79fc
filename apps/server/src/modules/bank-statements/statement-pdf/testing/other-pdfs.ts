import { formatRupees, paise } from '@kredo/domain/money';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { formatStatementDate } from '../statement-dates.ts';
import { seededRandom } from './seeded-random.ts';

/** A one-pixel PNG: an upload that is an image, not a PDF. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function newDocument() {
  const document = await PDFDocument.create({ updateMetadata: false });
  return { document, font: await document.embedFont(StandardFonts.Helvetica) };
}

/**
 * A salary letter: a date, an amount and even a bank's name, but no statement columns. A reader
 * must say "no date, amount and balance columns" (code 7), not "wrong bank".
 */
export async function generateLetterPdf(): Promise<Uint8Array> {
  const { document, font } = await newDocument();
  const page = document.addPage([595, 842]);
  const lines = [
    'ACME TECHNOLOGIES PVT LTD',
    '4th Floor, Tech Park, Powai, Mumbai 400076',
    '',
    'Date: 01/10/2026',
    '',
    'To,',
    'Mr Sunil Nair',
    '',
    'Subject: Salary certificate',
    '',
    'This is to certify that Mr Sunil Nair is employed with us as Senior Engineer since 01/06/2021.',
    `His monthly salary is Rs. ${formatRupees(paise(6_500_000))}, credited to his HDFC Bank account.`,
    'This letter is issued at his request for a loan application.',
    '',
    'For ACME TECHNOLOGIES PVT LTD',
    'Authorised Signatory',
  ];
  lines.forEach((text, index) => page.drawText(text, { x: 60, y: 780 - index * 16, size: 10, font }));
  return document.save();
}

/**
 * A statement of a bank we have no layout for (Kotak Mahindra Bank, IFSC KKBK): dated rows with
 * amounts and balances under columns of its own.
 */
export async function generateUnknownBankStatementPdf(seed: number): Promise<Uint8Array> {
  const { document, font } = await newDocument();
  const random = seededRandom(seed);
  const page = document.addPage([595, 842]);
  const put = (text: string, x: number, y: number, right = false) =>
    page.drawText(text, { x: right ? x - font.widthOfTextAtSize(text, 8) : x, y, size: 8, font });
  put('Kotak Mahindra Bank', 30, 806);
  put('SUNIL NAIR', 30, 790);
  put('Account No. 1234567890', 330, 790);
  put('IFSC Code : KKBK0000958', 330, 780);
  put('Period: 01-04-2026 to 30-04-2026', 30, 770);
  const columns: Array<[string, number, boolean]> = [
    ['Date', 30, false],
    ['Narration', 90, false],
    ['Chq/Ref No', 300, false],
    ['Withdrawal (Dr)', 420, true],
    ['Deposit (Cr)', 490, true],
    ['Balance', 565, true],
  ];
  columns.forEach(([label, x, right]) => put(label, x, 740, right));
  let balance = 2_000_000;
  for (let row = 0; row < 40; row += 1) {
    const y = 725 - row * 15;
    const credit = random.chance(0.2);
    const amount = random.int(100, 5_000) * 100;
    balance += credit ? amount : -amount;
    put(
      formatStatementDate(`2026-04-${String(1 + Math.floor(row * 0.7)).padStart(2, '0')}`, 'dd-mm-yyyy'),
      30,
      y,
    );
    put(credit ? 'IMPS-PAYMENT RECEIVED' : 'UPI-MERCHANT PAYMENT', 90, y);
    put(`UPI-${random.digits(12)}`, 300, y);
    put(formatRupees(paise(amount)), credit ? 490 : 420, y, true);
    put(formatRupees(paise(balance)), 565, y, true);
  }
  return document.save();
}

/** A PDF of many pages, each with a line of text: more pages than a statement upload may have. */
export async function generateManyPagesPdf(pages: number, withText = true): Promise<Uint8Array> {
  const { document, font } = await newDocument();
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([595, 842]);
    if (withText) page.drawText(`Page ${number} of ${pages}`, { x: 260, y: 22, size: 8, font });
  }
  return document.save();
}
