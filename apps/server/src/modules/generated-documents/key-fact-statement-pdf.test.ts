import { formatRupees, paise } from '@kredo/domain/money';
import { describe, expect, it } from 'vitest';

import { embeddedFontNames, pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { renderKeyFactStatementPdf } from './key-fact-statement-pdf.ts';
import { instalmentsText } from './kfs-part-one-blocks.ts';
import { anchorKfs, kfsParties } from './generated-documents-test-kit.ts';

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
