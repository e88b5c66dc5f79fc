import { formatRupees } from '@kredo/domain/money';
import { describe, expect, it } from 'vitest';

import { pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { agreementData } from './generated-documents-test-kit.ts';
import { renderLoanAgreementPdf } from './loan-agreement-pdf.ts';

const compact = (text: string) => text.replace(/\s/g, '');

describe('renderLoanAgreementPdf', () => {
  const data = agreementData();

  it('states the parties with PAN and account masked, the summary box, the clauses and the signature box', async () => {
    const bytes = await renderLoanAgreementPdf(data, 'en');
    const pages = await pdfPageTexts(bytes);
    const text = pages.join(' ');
    expect(text).toContain('Loan Agreement');
    expect(text).toContain('Agreement number: LA-2026-000016');
    expect(text).toContain('Date: 24 Nov 2026');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('PAN: XXXXXX234K');
    expect(text).toContain('XXXXXXX789');
    expect(text).toContain('HDFC0000123');
    for (const figure of [
      '1,00,000.00',
      '₹ 10,833.34 × 12 (the last instalment ₹ 10,833.26)',
      '56.45%',
      '97,640.00',
      '1,30,000.00',
      '2,360.00',
    ])
      expect(text).toContain(figure);
    expect(text).toContain('Day 5 of every month, from 5 Jan 2027 to 5 Dec 2027');
    // RBI's example on this loan's first due date: 5 Jan, then 30, 60 and 90 days on.
    expect(text).toContain('SMA-1 on 4 Feb 2027');
    expect(text).toContain('SMA-2 on 6 Mar 2027');
    expect(text).toContain('(NPA) on 5 Apr 2027');
    expect(text).toContain('Within 3 days of disbursal');
    expect(text).toContain('without any prepayment or foreclosure charge');
    expect(text).toContain('11. Recovery agents');
    expect(text).toContain('13. Grievance redressal');
    expect(text).toContain('courts at Pune');
    expect(text).toContain("Borrower's signature");
    expect(text).toContain('Signed by Ravi Kumar');
    expect(text).not.toContain('\u0000');
    expect(await pdfInfo(bytes)).toMatchObject({ Title: 'Loan Agreement LA-2026-000016' });
  });

  it('carries the repayment schedule and the whole KFS as annexes, after the signature', async () => {
    const pages = await pdfPageTexts(await renderLoanAgreementPdf(data, 'en'));
    const signaturePage = pages.findIndex((page) => page.includes("Borrower's signature"));
    const schedulePage = pages.findIndex((page) => page.includes('Annex 1: Repayment schedule'));
    const kfsPage = pages.findIndex((page) => page.includes('Annex 2: Key Fact Statement'));
    expect(signaturePage).toBeGreaterThan(-1);
    expect(schedulePage).toBeGreaterThan(signaturePage);
    expect(kfsPage).toBeGreaterThan(schedulePage);
    const schedule = pages[schedulePage] ?? '';
    for (const row of data.kfs.annexC) expect(schedule).toContain(formatRupees(row.outstandingPrincipal));
    const annex = pages.slice(kfsPage).join(' ');
    expect(annex).toContain('Annex A, Part 1');
    expect(annex).toContain('Annex B');
    expect(annex).toContain('Annex C');
    expect(annex).toContain('valid until 27 Nov 2026');
    expect(annex).toContain('A. Grievance Officer');
  });

  it('is written in Hindi, shaped, with the same figures', async () => {
    const bytes = await renderLoanAgreementPdf(data, 'hi');
    const text = (await pdfPageTexts(bytes)).join(' ');
    expect(text).toContain('ऋण करार');
    // pdf.js returns a short i-matra before its consonant (as drawn), so the date is checked alone.
    expect(compact(text)).toContain(compact('24 नवंबर 2026'));
    expect(compact(text)).toContain('संख्या:LA-2026-000016');
    for (const figure of ['10,833.34', '10,833.26', '56.45%', '97,640.00', 'XXXXXX234K', 'XXXXXXX789'])
      expect(text).toContain(figure);
    expect(text).toContain('पक्ष');
    expect(text).not.toContain('\u0000');
  });

  it('gives the same bytes for the same agreement, and says when the lender will not transfer the loan', async () => {
    const [first, second] = await Promise.all([
      renderLoanAgreementPdf(data, 'en'),
      renderLoanAgreementPdf(data, 'en'),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const kfs = { ...data.kfs, partTwo: { ...data.kfs.partTwo, mayBeTransferred: false } };
    const text = (await pdfPageTexts(await renderLoanAgreementPdf({ ...data, kfs }, 'en'))).join(' ');
    expect(text).toContain('The lender will not transfer or securitise the loan.');
  });
});
