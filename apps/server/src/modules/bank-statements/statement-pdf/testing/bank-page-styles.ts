import { StandardFonts } from 'pdf-lib';

import { formatStatementDate } from '../statement-dates.ts';
import type { StatementBank } from '../statement-types.ts';
import { formatBalance } from './format-amounts.ts';
import { pageNumber, RIGHT, totals, type PageStyle } from './page-style.ts';

/*
 * Each bank's page: fonts, column positions (cells at least 0.6 em apart, or pdf.js merges them),
 * the header block with the holder, account, IFSC, period and opening balance, and the footers.
 */

const hdfc: PageStyle = {
  font: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
  size: 7.5,
  pitch: 10,
  columns: [
    { x: 28, width: 34 },
    { x: 66, width: 146 },
    { x: 220, width: 68 },
    { x: 292, width: 34 },
    { x: 340, width: 60 },
    { x: 418, width: 60 },
    { x: 490, width: 75 },
  ],
  firstTableTop: 700,
  nextTableTop: 780,
  headerBlock: (c) => [
    { text: 'HDFC BANK LIMITED', x: 28, y: 806, bold: true, size: 12 },
    { text: `MR ${c.holderName}`, x: 28, y: 786 },
    { text: 'Account Branch : ANDHERI EAST', x: RIGHT, y: 786 },
    { text: 'FLAT 12, SUNRISE APARTMENTS', x: 28, y: 776 },
    { text: 'Address : GROUND FLOOR, MAROL NAKA', x: RIGHT, y: 776 },
    { text: 'MAROL, ANDHERI EAST', x: 28, y: 766 },
    { text: 'City : MUMBAI 400059', x: RIGHT, y: 766 },
    { text: 'MUMBAI 400059', x: 28, y: 756 },
    { text: `Account No : ${c.accountNumber}`, x: RIGHT, y: 756 },
    { text: 'OTHER', x: 520, y: 756 },
    { text: 'JOINT HOLDERS :', x: 28, y: 746 },
    { text: 'RTGS/NEFT IFSC : HDFC0000240', x: RIGHT, y: 746 },
    { text: 'MICR : 400240015', x: 470, y: 746 },
    { text: 'Nomination : Registered', x: 28, y: 736 },
    { text: 'Product Code : 100', x: RIGHT, y: 736 },
    {
      text: `Statement From : ${formatStatementDate(c.periodFrom, 'dd/mm/yyyy')} To : ${formatStatementDate(c.periodTo, 'dd/mm/yyyy')}`,
      x: 28,
      y: 718,
    },
  ],
  pageTop: (c, page) => [
    { text: 'HDFC BANK LIMITED', x: 28, y: 806, bold: true, size: 12 },
    { text: `Page No .: ${page}`, x: 500, y: 806 },
    { text: `Account No : ${c.accountNumber}`, x: 28, y: 794 },
  ],
  footer: (_c, page, pages) => [
    { text: '*Closing balance includes funds earmarked for hold and uncleared funds', x: 28, y: 34 },
    pageNumber(page, pages),
  ],
  closing: (c) => ({
    lines: 6,
    runs: (top) => {
      const t = totals(c);
      const values = [c.openingBalancePaise, t.debitCount, t.creditCount, t.debits, t.credits, t.closing];
      const labels = ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'];
      const xs = [28, 120, 180, 240, 330, 420];
      return [
        { text: 'STATEMENT SUMMARY :-', x: 28, y: top, bold: true },
        ...labels.map((text, i) => ({ text, x: xs[i] ?? 0, y: top - 14, bold: true })),
        ...values.map((value, i) => ({
          text: i === 1 || i === 2 ? String(value) : formatBalance(value, c.layout),
          x: xs[i] ?? 0,
          y: top - 24,
        })),
        { text: 'Generated On: system generated statement, no signature required.', x: 28, y: top - 44 },
      ];
    },
  }),
};

const icici: PageStyle = {
  font: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
  size: 7,
  pitch: 10,
  columns: [
    { x: 24, width: 20 },
    { x: 46, width: 38 },
    { x: 88, width: 54 },
    { x: 146, width: 52 },
    { x: 202, width: 150 },
    { x: 357, width: 81 },
    { x: 442, width: 70 },
    { x: 522, width: 48 },
  ],
  firstTableTop: 712,
  nextTableTop: 780,
  headerBlock: (c) => {
    const masked = `XXXXXXXX${c.accountNumber.slice(-4)}`;
    const period = (iso: string) => formatStatementDate(iso, 'Month dd, yyyy');
    return [
      { text: 'ICICI Bank Limited', x: 24, y: 806, bold: true, size: 12 },
      { text: `Name : ${c.holderName}`, x: 24, y: 788 },
      { text: 'Branch : POWAI, MUMBAI', x: RIGHT, y: 788 },
      { text: 'Address : FLAT 12, SUNRISE APARTMENTS, MAROL, MUMBAI', x: 24, y: 778 },
      { text: 'IFSC Code : ICIC0000104', x: RIGHT, y: 778 },
      { text: `Account Number : ${masked}`, x: 24, y: 768 },
      { text: 'Account Type : SAVINGS', x: RIGHT, y: 768 },
      {
        text: `Statement of Transactions in Savings Account Number: ${masked} for the period ${period(c.periodFrom)} - ${period(c.periodTo)}`,
        x: 24,
        y: 748,
      },
      { text: `Opening Balance : INR ${formatBalance(c.openingBalancePaise, c.layout)}`, x: 24, y: 732 },
    ];
  },
  pageTop: (c) => [{ text: `Account Number : XXXXXXXX${c.accountNumber.slice(-4)}`, x: 24, y: 800 }],
  footer: (_c, page, pages) => [
    { text: 'Please call 1800 1080 for any queries. This is a system-generated statement.', x: 24, y: 34 },
    pageNumber(page, pages),
  ],
  closing: (c) => ({
    lines: 2,
    runs: (top) => [
      { text: `Closing Balance : INR ${formatBalance(totals(c).closing, c.layout)}`, x: 24, y: top },
    ],
  }),
};

const sbi: PageStyle = {
  font: StandardFonts.TimesRoman,
  bold: StandardFonts.TimesRomanBold,
  size: 8,
  pitch: 11,
  columns: [
    { x: 26, width: 44 },
    { x: 74, width: 40 },
    { x: 118, width: 166 },
    { x: 290, width: 72 },
    { x: 370, width: 50 },
    { x: 430, width: 55 },
    { x: 500, width: 68 },
  ],
  firstTableTop: 700,
  nextTableTop: 780,
  headerBlock: (c) => [
    { text: 'State Bank of India', x: 26, y: 806, bold: true, size: 13 },
    { text: `Account Name : MR ${c.holderName}`, x: 26, y: 788 },
    { text: 'Branch : ANDHERI EAST (03081)', x: RIGHT, y: 788 },
    { text: 'Address : FLAT 12, SUNRISE APARTMENTS, MAROL', x: 26, y: 777 },
    { text: 'IFS Code : SBIN0003081', x: RIGHT, y: 777 },
    { text: `Account Number : ${c.accountNumber.padStart(17, '0')}`, x: 26, y: 766 },
    { text: 'MICR Code : 400002081', x: RIGHT, y: 766 },
    { text: 'Account Description : REGULAR SB CHQ-INDIVIDUALS', x: 26, y: 755 },
    {
      text: `Balance as on ${formatStatementDate(c.periodFrom, 'd Mon yyyy')} : ${formatBalance(c.openingBalancePaise, c.layout)}`,
      x: 26,
      y: 738,
    },
    {
      text: `Account Statement from ${formatStatementDate(c.periodFrom, 'd Mon yyyy')} to ${formatStatementDate(c.periodTo, 'd Mon yyyy')}`,
      x: 26,
      y: 722,
    },
  ],
  pageTop: () => [],
  footer: (_c, page, pages) => [
    { text: '**This is a computer generated statement and does not require a signature', x: 26, y: 34 },
    pageNumber(page, pages),
  ],
  closing: () => ({ lines: 0, runs: () => [] }),
};

const axis: PageStyle = {
  font: StandardFonts.Courier,
  bold: StandardFonts.CourierBold,
  size: 7,
  pitch: 10,
  columns: [
    { x: 24, width: 42 },
    { x: 72, width: 28 },
    { x: 104, width: 200 },
    { x: 320, width: 45 },
    { x: 385, width: 45 },
    { x: 450, width: 50 },
    { x: 510, width: 34 },
  ],
  firstTableTop: 720,
  nextTableTop: 790,
  headerBlock: (c) => [
    { text: 'AXIS BANK LIMITED', x: 24, y: 806, bold: true, size: 13 },
    { text: `Customer Name : ${c.holderName}`, x: 24, y: 788 },
    { text: 'Customer ID : 851234567', x: RIGHT, y: 788 },
    { text: 'Address : FLAT 12, SUNRISE APARTMENTS, MAROL', x: 24, y: 778 },
    { text: 'IFSC Code : UTIB0000246', x: RIGHT, y: 778 },
    { text: 'Scheme : SB-SAL PRIORITY', x: 24, y: 768 },
    { text: 'MICR Code : 400211045', x: RIGHT, y: 768 },
    {
      text: `Statement of Axis Account No : ${c.accountNumber} for the period (From : ${formatStatementDate(c.periodFrom, 'dd-mm-yyyy')} To : ${formatStatementDate(c.periodTo, 'dd-mm-yyyy')})`,
      x: 24,
      y: 748,
    },
  ],
  pageTop: () => [],
  footer: (_c, page, pages) => [pageNumber(page, pages)],
  closing: () => ({ lines: 0, runs: () => [] }),
};

export const pageStyles: Record<StatementBank, PageStyle> = {
  HDFC: hdfc,
  ICICI: icici,
  SBI: sbi,
  AXIS: axis,
};
