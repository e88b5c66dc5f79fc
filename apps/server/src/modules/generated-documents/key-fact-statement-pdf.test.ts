import { basisPoints, formatRupees, paise } from '@kredo/domain/money';
import { describe, expect, it } from 'vitest';

import { embeddedFontNames, pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { renderKeyFactStatementPdf } from './key-fact-statement-pdf.ts';
import { instalmentsText } from './kfs-part-one-blocks.ts';
import { anchorKfs, kfsParties, lineKfs } from './generated-documents-test-kit.ts';

const compact = (text: string) => text.replace(/\s/g, '');

describe('renderKeyFactStatementPdf', () => {
  const kfs = anchorKfs();

  it('prints the worked loan in English: instalment, net disbursed, APR, validity, the officer and every Annex C row', async () => {
    const bytes = await renderKeyFactStatementPdf(kfs, kfsParties(), 'en');
    const text = (await pdfPageTexts(bytes)).join(' ');
    for (const figure of [
      'EPI: ₹ 10,833.34 (the last instalment ₹ 10,833.26)',
      'Monthly; ₹ 10,833.34 × 12 (the last ₹ 10,833.26)',
      '97,640.00',
      '56.45%',
      '1,30,000.00',
      '30,000.00',
      '2,360.00',
      '51.44%',
    ])
      expect(text).toContain(figure);
    expect(text).toContain('valid until 27 Nov 2026');
    expect(text).toContain('KR-2026-000016');
    expect(text).toContain('Sahyadri Finance Private Limited');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('A. Grievance Officer');
    expect(text).toContain('+91 80 0000 0000');
    expect(text).toContain('grievance@example.in');
    expect(text).toContain('3 days from disbursal');
    expect(text).toContain('Rs 500 for each instalment paid late');
    expect(kfs.annexC).toHaveLength(12);
    for (const row of kfs.annexC) {
      const due = `${Number(row.dueDate.slice(8))} `;
      expect(text).toContain(due);
      for (const amount of [row.outstandingPrincipal, row.principal, row.interest, row.instalment])
        expect(text).toContain(formatRupees(amount));
    }
    expect(text).toContain('5 Dec 2027');
    expect(text).not.toContain('\u0000');
    expect(await pdfInfo(bytes)).toMatchObject({
      Title: 'Key Fact Statement KR-2026-000016',
      Author: 'Sahyadri Finance Private Limited',
      CreationDate: 'D:20261123183000Z',
    });
  });

  it('prints it in Hindi with the Devanagari font embedded and the words shaped', async () => {
    const bytes = await renderKeyFactStatementPdf(kfs, kfsParties(), 'hi');
    const text = (await pdfPageTexts(bytes)).join(' ');
    for (const figure of ['10,833.34', '10,833.26', '97,640.00', '56.45%', '1,30,000.00'])
      expect(text).toContain(figure);
    for (const row of kfs.annexC) expect(text).toContain(formatRupees(row.instalment));
    expect(compact(text)).toContain(compact('27 नवंबर 2026 तक मान्य'));
    expect(text).toContain('A. Grievance Officer');
    // 'क्ष' is one ligature glyph of three characters: it comes back whole only if it was shaped.
    expect(text).toContain('पक्ष');
    expect(text).toContain('ऋण');
    expect(text).toContain('मुख्य तथ्य');
    expect(text).not.toContain('\u0000');
    expect(embeddedFontNames(bytes)).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']),
    );
  });

  it('gives the same bytes each time it is rendered', async () => {
    const [first, second] = await Promise.all([
      renderKeyFactStatementPdf(kfs, kfsParties(), 'hi'),
      renderKeyFactStatementPdf(kfs, kfsParties(), 'hi'),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('runs a 36-month schedule over pages, its header repeated on each', async () => {
    const long = anchorKfs({
      terms: { principal: kfs.partOne.loanAmount, tenureMonths: 36, dueDayOfMonth: 5 },
    });
    const pages = await pdfPageTexts(await renderKeyFactStatementPdf(long, kfsParties(), 'en'));
    const firstSchedulePage = pages.findIndex((page) => page.includes('Annex C'));
    const schedulePages = pages.slice(firstSchedulePage);
    expect(schedulePages.length).toBeGreaterThan(1);
    for (const page of schedulePages) expect(compact(page)).toContain('Outstandingprincipal(₹)');
    const scheduleText = schedulePages.join(' ');
    for (const row of long.annexC) expect(scheduleText).toContain(formatRupees(row.outstandingPrincipal));
    expect(pages.at(-1)).toContain('Total');
  });
});

describe('renderKeyFactStatementPdf for a credit line', () => {
  const kfs = lineKfs();
  const { illustration } = kfs;
  const termLoanWords = [
    'EPI',
    'EMI',
    'Annex B',
    'Annex C',
    'Instalment no.',
    'repayment schedule',
    'Net disbursed',
  ];

  it('states the limit, the rate on what is drawn, the bill, both fees, the bills of the illustration and its APR, in English', async () => {
    const bytes = await renderKeyFactStatementPdf(kfs, kfsParties(), 'en');
    const text = (await pdfPageTexts(bytes)).join(' ');
    for (const words of [
      'Credit limit ₹1,00,000.00',
      '12 months from the activation of the line',
      '30% a year, fixed',
      'Simple interest on the amount drawn, for each day it is outstanding, counted on actual/365',
      'A bill on day 1 of each month for the month before, due on day 5 of that month',
      'One-time, in the first bill: ₹2,360.00 (₹2,000.00 + GST ₹360.00)',
      'On every drawdown, in the next bill: 2% of the amount drawn, at least ₹199.00, + GST at 18%',
      'On the illustrative drawdown: ₹2,360.00',
      `${kfs.partOne.apr.percent}% on the illustrative drawdown`,
      'Illustration: the whole limit drawn at once',
      'Amount received in your bank account ₹1,00,000.00',
      '365 × the daily rate of return of the amount received and the bills paid on their due dates',
      'not compounded',
      'the fee of each drawdown is shown to you before you confirm it',
    ])
      expect(compact(text)).toContain(compact(words));
    expect(illustration.bills).toHaveLength(2);
    for (const bill of illustration.bills)
      for (const amount of [bill.interest, bill.charges, bill.principal, bill.total])
        expect(text).toContain(formatRupees(amount));
    for (const date of ['1 Dec 2026', '5 Dec 2026', '1 Jan 2027', '5 Jan 2027']) expect(text).toContain(date);
    for (const total of [illustration.totalInterest, illustration.totalCharges, illustration.totalPayable])
      expect(text).toContain(formatRupees(total));
    expect(text).toContain('Rs 500 for each instalment paid late');
    expect(text).toContain('3 days from disbursal');
    expect(text).toContain('valid until 27 Nov 2026');
    for (const words of termLoanWords) expect(text).not.toContain(words);
    expect(text).not.toContain('\u0000');
    expect(await pdfInfo(bytes)).toMatchObject({ Title: 'Key Fact Statement KR-2026-000021' });
  });

  it('states them in Hindi, with the same figures', async () => {
    const text = (await pdfPageTexts(await renderKeyFactStatementPdf(kfs, kfsParties(), 'hi'))).join(' ');
    for (const figure of ['1,00,000.00', '2,360.00', '199.00', '1,05,624.11', `${kfs.partOne.apr.percent}%`])
      expect(text).toContain(figure);
    for (const bill of illustration.bills) expect(text).toContain(formatRupees(bill.total));
    // pdf.js returns a short i-matra before its consonant (as drawn): the words checked have none.
    for (const words of [
      'उदाहरण: पूरी सीमा का एक साथ आहरण',
      'हर आहरण की पूरी',
      'एकमुश्त, पहले',
      'कुल शुल्क और जीएसटी',
      'चुकाई जाने वाली कुल',
      '1 जनवरी 2027',
      '5 जनवरी 2027',
    ])
      expect(compact(text)).toContain(compact(words));
    for (const words of ['ईपीआई', 'ईएमआई', 'अनुलग्नक B', 'अनुलग्नक C', 'EPI', 'EMI'])
      expect(text).not.toContain(words);
    expect(text).not.toContain('\u0000');
  });

  it('states a fixed convenience fee as its amount on every drawdown', async () => {
    const fixed = lineKfs({
      terms: {
        limit: paise(5_000_000),
        annualRate: basisPoints(2_400),
        processingFee: paise(0),
        convenienceFee: { kind: 'fixed', amount: paise(9_900) },
        gstRate: basisPoints(1_800),
        principalRepayment: 'on-due-date',
      },
    });
    const text = compact(
      (await pdfPageTexts(await renderKeyFactStatementPdf(fixed, kfsParties(), 'en'))).join(' '),
    );
    expect(text).toContain(compact('On every drawdown, in the next bill: ₹99.00 + GST at 18%'));
    expect(text).toContain(compact('On the illustrative drawdown: ₹116.82 (₹99.00 + GST ₹17.82)'));
    expect(text).toContain(compact('Processing fees Nil'));
    expect(text).toContain(compact('24% a year, fixed'));
  });
});

describe('instalmentsText', () => {
  const templates = {
    even: '{amount} × {count}',
    last: '{amount} × {count}, last {last}',
    firstLarger: '{amount} × {count}, first {first} {larger}',
  };
  const rows = (instalments: number[]) =>
    anchorKfs()
      .annexC.slice(0, instalments.length)
      .map((row, index) => ({ ...row, instalment: paise(instalments[index] ?? 0) }));

  it('states the EMI times the count, the last instalment where it differs', () => {
    expect(instalmentsText(rows([1_000, 1_000, 1_000]), templates)).toBe('₹10.00 × 3');
    expect(instalmentsText(rows([1_000, 1_000, 997]), templates)).toBe('₹10.00 × 3, last ₹9.97');
  });

  it('states a KFS issued with the first instalments a paisa larger as it was issued', () => {
    expect(instalmentsText(rows([1_001, 1_000, 1_000]), templates)).toBe('₹10.00 × 3, first 1 ₹10.01');
  });
});
