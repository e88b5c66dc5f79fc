import { formatRupees } from '@kredo/domain/money';
import { describe, expect, it } from 'vitest';

import { pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { agreementData, lineAgreementData } from './generated-documents-test-kit.ts';
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

describe('renderLoanAgreementPdf for a credit line', () => {
  const data = lineAgreementData();
  const { partOne, illustration } = data.kfs;

  it("states the line's terms in its summary box and clauses, with no instalment or EMI", async () => {
    const pages = await pdfPageTexts(await renderLoanAgreementPdf(data, 'en'));
    const kfsPage = pages.findIndex((page) => page.includes('Annex 2: Key Fact Statement'));
    const agreement = pages.slice(0, kfsPage).join(' ');
    for (const words of [
      'Summary of the credit line',
      'Credit limit ₹1,00,000.00',
      'Period the line may be drawn 12 months from its activation',
      '30% a year, fixed: simple interest on the amount drawn, counted daily (actual/365)',
      'Made on day 1 of every month for the month before, with the principal drawn; due on day 5',
      'Processing fee ₹2,360.00, GST included, once, in the first bill',
      '2% of the amount drawn, at least ₹199.00, + GST at 18%, in the next bill',
      `${partOne.apr.percent}% on the whole limit drawn at once (Annex 1)`,
      'Cooling-off period 3 days from disbursal',
      'grants the borrower a revolving credit line of up to ₹1,00,000.00',
      'for 12 months from its activation',
      'may draw from the line in parts',
      'Principal repaid may be drawn again',
      'Interest is charged at 30% a year, fixed',
      '4. Bills and repayment',
      'debits each bill on its due date',
      'A bill not paid by its due date attracts the penal charges',
      // RBI's example on the illustration's first due date: 5 Dec, then 30, 60 and 90 days on.
      'if the bill due on 5 Dec 2026 is not paid, the line is SMA-0 from that day, SMA-1 on 4 Jan 2027',
      'SMA-2 on 3 Feb 2027',
      '(NPA) on 5 Mar 2027',
      '13. Grievance redressal',
      'courts at Pune',
    ])
      expect(compact(agreement)).toContain(compact(words));
    for (const words of ['EMI', 'instalment', 'Net amount disbursed', 'Repayment schedule', 'Loan amount'])
      expect(agreement).not.toContain(words);
    const annexOne = pages.findIndex((page) =>
      page.includes('Annex 1: Illustration of a drawdown and its bills'),
    );
    expect(annexOne).toBeGreaterThan(pages.findIndex((page) => page.includes("Borrower's signature")));
    expect(kfsPage).toBeGreaterThan(annexOne);
    for (const bill of illustration.bills) expect(pages[annexOne]).toContain(formatRupees(bill.total));
    const annex = pages.slice(kfsPage).join(' ');
    expect(annex).toContain('Illustration: the whole limit drawn at once');
    expect(annex).not.toContain('Annex B');
  });

  it('is written in Hindi, with the same figures', async () => {
    const text = (await pdfPageTexts(await renderLoanAgreementPdf(data, 'hi'))).join(' ');
    // pdf.js returns a short i-matra before its consonant (as drawn): the words checked have none.
    for (const words of [
      '1,00,000.00',
      '2,360.00',
      '199.00',
      `${partOne.apr.percent}%`,
      'होने से 12 महीने',
      'पूरी सीमा के एक साथ आहरण पर',
    ])
      expect(compact(text)).toContain(compact(words));
    for (const bill of illustration.bills) expect(text).toContain(formatRupees(bill.total));
    expect(text).not.toContain('ईएमआई');
    expect(text).not.toContain('\u0000');
  });
});
