import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { identifyBank } from './identify-bank.ts';
import { matchColumnHeader, parseTransactionTable } from './parse-table.ts';
import { formatStatementDate, parseStatementDate, type DateFormat } from './statement-dates.ts';
import { layoutOf } from './statement-layouts.ts';
import { wrapNarration } from './testing/draw-statement.ts';
import { groupIntoLines, lineText, type TextItem } from './text-lines.ts';

/** Items as pdf.js gives them, at a 7 pt size with 4 pt per character. */
const item = (text: string, x0: number, y: number, width = text.length * 4): TextItem => ({
  text,
  x0,
  x1: x0 + width,
  y,
  height: 7,
});

describe('statement dates', () => {
  it.each<[string, DateFormat, string | undefined]>([
    ['01/04/26', 'dd/mm/yy', '2026-04-01'],
    ['31/12/2026', 'dd/mm/yyyy', '2026-12-31'],
    ['29-02-2028', 'dd-mm-yyyy', '2028-02-29'],
    ['1 Apr 2026', 'd Mon yyyy', '2026-04-01'],
    ['April 01, 2026', 'Month dd, yyyy', '2026-04-01'],
    ['30/02/2026', 'dd/mm/yyyy', undefined],
    ['1 Foo 2026', 'd Mon yyyy', undefined],
    ['2026-04-01', 'dd/mm/yy', undefined],
  ])('reads %s as %s to %s', (text, format, iso) => {
    expect(parseStatementDate(text, format)).toBe(iso);
  });

  it('reads back every date it prints, in every format', () => {
    const formats: DateFormat[] = ['dd/mm/yy', 'dd/mm/yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'Month dd, yyyy'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom(...formats),
        (date, format) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseStatementDate(formatStatementDate(iso, format), format)).toBe(iso);
        },
      ),
    );
  });
});

describe('identifyBank', () => {
  it('takes the IFSC first, then the earliest name, and does not read State Bank of India as Bank of India', () => {
    expect(identifyBank(['Kotak Mahindra Bank', 'IFSC Code : HDFC0000240'])).toEqual({
      kind: 'ours',
      bank: 'HDFC',
    });
    expect(identifyBank(['State Bank of India', 'Branch : ANDHERI'])).toEqual({ kind: 'ours', bank: 'SBI' });
    expect(identifyBank(['Bank of India', 'Statement'])).toEqual({ kind: 'other', name: 'Bank of India' });
    expect(identifyBank(['IFSC : ZZZZ0123456'])).toEqual({ kind: 'other', name: 'IFSC ZZZZ' });
    expect(identifyBank(['Salary certificate'])).toBeNull();
  });
});

describe('lines and columns', () => {
  it('groups items by baseline, and joins a monospaced line split at its spaces with single spaces', () => {
    const lines = groupIntoLines([
      item('Name', 28, 700.4),
      item('Customer', 24, 700),
      item('Customer ID : 85', 330, 700),
      item('next', 24, 690),
    ]);
    expect(lines.map(lineText)).toEqual(['Customer Name  Customer ID : 85', 'next']);
  });

  it('finds column labels that pdf.js merged into one item, without a space between them', () => {
    const [header] = groupIntoLines([
      item('S No. Value Date', 24, 712, 60),
      item('Transaction Date Cheque Number Transaction Remarks', 88, 712, 185),
      item('Withdrawal Amount (INR )Deposit Amount (INR )', 352, 712, 160),
      item('Balance (INR )', 522, 712, 48),
    ]);
    const spans = matchColumnHeader(header!, layoutOf('ICICI').columns);
    expect(spans).toHaveLength(8);
    expect(spans![5]!.x0).toBeCloseTo(352);
    expect(spans![7]).toEqual({ x0: 522, x1: 570 });
  });

  it('joins a wrapped narration to its row, keeps a narrow narration word out of the amount column, and stops at a footer', () => {
    const lines = groupIntoLines([
      item('Tran Date', 24, 720),
      item('Chq No', 72, 720),
      item('Particulars', 104, 720),
      item('Debit', 344, 720, 21),
      item('Credit', 405, 720, 25),
      item('Balance', 470, 720, 30),
      item('Init. Br', 510, 720, 34),
      item('01-04-2026', 24, 706),
      item('UPI/P2M/612345678901/BLINKIT/UPI/YES', 104, 706),
      item('BANK', 300, 706),
      item('195.00', 341, 706),
      item('49819.13', 468, 706),
      item('246', 510, 706),
      item('02-04-2026', 24, 696),
      item('NEFT/CITIN5292/ACME TECHNOLOGIES PVT LTD/S', 104, 696),
      item('65000.00', 398, 696),
      item('114819.13', 464, 696),
      item('ALARY MAR 2026', 104, 686),
      item('Page 1 of 3', 280, 660),
    ]);
    const { transactions } = parseTransactionTable([lines], layoutOf('AXIS'));
    expect(transactions).toEqual([
      {
        date: '2026-04-01',
        narration: 'UPI/P2M/612345678901/BLINKIT/UPI/YES BANK',
        debitPaise: 19_500,
        creditPaise: 0,
        balancePaise: 4_981_913,
      },
      {
        date: '2026-04-02',
        narration: 'NEFT/CITIN5292/ACME TECHNOLOGIES PVT LTD/SALARY MAR 2026',
        debitPaise: 0,
        creditPaise: 6_500_000,
        balancePaise: 11_481_913,
      },
    ]);
  });
});

describe('wrapNarration (test statements)', () => {
  it('cuts to the width, never beside a space, and the pieces join back to the narration', () => {
    const words = fc.stringMatching(/^[A-Z0-9/@.-]{1,14}$/);
    fc.assert(
      fc.property(
        fc.array(words, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 20, max: 60 }),
        (list, width) => {
          const narration = list.join(' ');
          const chunks = wrapNarration(narration, width, (text) => text.length);
          expect(chunks.join('')).toBe(narration);
          for (const chunk of chunks) {
            expect(chunk.length).toBeLessThanOrEqual(width);
            expect(chunk).toBe(chunk.trim());
          }
        },
      ),
    );
  });
});
