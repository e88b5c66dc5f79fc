import { describe, expect, it } from 'vitest';

import type { PdfBlock, PdfDocument } from './pdf-document.ts';
import { renderPdf } from './render-pdf.ts';
import { embeddedFontNames, pdfInfo, pdfPageTexts } from './testing/pdf-text.ts';

function pdfDocument(blocks: PdfBlock[], overrides: Partial<PdfDocument> = {}): PdfDocument {
  return {
    title: 'Repayment schedule',
    language: 'en',
    author: 'Sahyadri Finance Private Limited',
    createdAt: new Date('2026-11-24T04:30:00Z'),
    blocks,
    ...overrides,
  };
}

const scheduleTable = (rows: number): PdfBlock => ({
  kind: 'table',
  columns: [
    { header: 'Instalment no.', width: 1, align: 'center' },
    { header: 'Outstanding principal (₹)', width: 2, align: 'right' },
    { header: 'Instalment (₹)', width: 2, align: 'right' },
  ],
  rows: Array.from({ length: rows }, (_, index) => [
    String(index + 1),
    `${(rows - index) * 1000}.00`,
    `R${String(index + 1).padStart(3, '0')}`,
  ]),
  totals: ['Total', '', 'all rows'],
});

describe('renderPdf', () => {
  it('gives the same bytes for the same document, and other bytes for another date', async () => {
    const blocks: PdfBlock[] = [
      { kind: 'heading', level: 1, text: 'मुख्य तथ्य विवरण' },
      { kind: 'paragraph', text: 'ऋण राशि ₹1,00,000.00' },
    ];
    const first = await renderPdf(pdfDocument(blocks, { language: 'hi' }));
    const again = await renderPdf(pdfDocument(blocks, { language: 'hi' }));
    const later = await renderPdf(pdfDocument(blocks, { language: 'hi', createdAt: new Date('2026-11-25') }));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
    expect(await pdfInfo(first)).toMatchObject({
      Title: 'Repayment schedule',
      Author: 'Sahyadri Finance Private Limited',
      CreationDate: 'D:20261124043000Z',
      ModDate: 'D:20261124043000Z',
    });
  });

  it('breaks a long table across pages with its header on top of each, and numbers the pages', async () => {
    const bytes = await renderPdf(
      pdfDocument([{ kind: 'heading', level: 1, text: 'Schedule' }, scheduleTable(80)]),
    );
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Outstanding principal');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const all = pages.join(' ');
    for (let row = 1; row <= 80; row += 1) expect(all).toContain(`R${String(row).padStart(3, '0')}`);
    expect(pages.at(-1)).toContain('all rows');
  });

  it('numbers the pages in Hindi for a Hindi document', async () => {
    const bytes = await renderPdf(pdfDocument([{ kind: 'paragraph', text: 'नमस्ते' }], { language: 'hi' }));
    const [page = ''] = await pdfPageTexts(bytes);
    // '(' and the digits are drawn in the Latin font, so they are pieces of their own.
    expect(page.replace(/\s/g, '')).toContain('पृष्ठ1(कुल1)');
  });

  it('draws a Hindi line with digits and ₹ in two fonts, every glyph found', async () => {
    const bytes = await renderPdf(
      pdfDocument([{ kind: 'paragraph', text: 'तीसरे पक्ष का ऋण ₹10,833.33 है। Loan amount ₹97,640.00' }], {
        language: 'hi',
      }),
    );
    const [page = ''] = await pdfPageTexts(bytes);
    expect(page).toContain('पक्ष');
    expect(page).toContain('ऋण');
    expect(page).toContain('10,833.33');
    expect(page).toContain('Loan amount');
    // A character missing from the font it was drawn with comes out as U+0000.
    expect(page).not.toContain('\u0000');
    expect(embeddedFontNames(bytes)).toContain('NotoSansDevanagari-Regular');
  });

  it('carries a long paragraph over to the next page and keeps the signature box whole', async () => {
    const sentence = 'The borrower repays each instalment on its due date by the mandate. ';
    const bytes = await renderPdf(
      pdfDocument([
        { kind: 'paragraph', text: sentence.repeat(120) },
        { kind: 'note', text: 'A note in small print.' },
        { kind: 'page-break' },
        { kind: 'signature', label: 'Signed by the borrower', signer: 'Ravi Kumar' },
      ]),
    );
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBe(3);
    expect(pages[1]).toContain('A note in small print.');
    expect(pages[2]).toContain('Signed by the borrower');
    expect(pages[2]).toContain('Ravi Kumar');
  });

  it('lays out a key-value table with numbered, multi-line rows', async () => {
    const bytes = await renderPdf(
      pdfDocument([
        {
          kind: 'key-value',
          rows: [
            { number: '1', label: 'Loan proposal number', value: 'KR-2026-000016\nPersonal loan' },
            { label: 'Unnumbered', value: 'averyveryverylongvaluewithoutanyspace'.repeat(6) },
          ],
        },
      ]),
    );
    const [page = ''] = await pdfPageTexts(bytes);
    expect(page).toContain('KR-2026-000016');
    expect(page).toContain('Personal loan');
    expect(page.replace(/\s/g, '')).toContain('averyveryverylongvaluewithoutanyspace'.repeat(6));
  });
});
