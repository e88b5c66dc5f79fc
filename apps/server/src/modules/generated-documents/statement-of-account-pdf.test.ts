import { isoDate } from '@kredo/domain/calendar-date';
import { describe, expect, it } from 'vitest';

import { pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { sampleStatement } from './loan-documents-test-kit.ts';
import { renderStatementOfAccountPdf } from './statement-of-account-pdf.ts';
import { statementOfAccountTexts } from './statement-of-account-texts.ts';

const compact = (text: string) => text.replace(/\s/g, '');
const textOf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join(' ');

describe('renderStatementOfAccountPdf', () => {
  const data = sampleStatement();

  it('states the lender, the borrower, the loan and its terms, as of its day', async () => {
    const bytes = await renderStatementOfAccountPdf(data, 'en');
    const text = await textOf(bytes);
    expect(text).toContain('Statement of Account');
    expect(text).toContain('Lender: Sahyadri Finance Private Limited (Sahyadri Finance)');
    expect(text).toContain('Baner Road, Pune 411045');
    expect(text).toContain('RBI registration: N-13.02287');
    expect(text).toContain('Statement as of 10 Feb 2027');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('KL174261124A1B2C3');
    expect(text).toContain('1,00,000.00');
    expect(text).toContain('24 Nov 2026');
    expect(text).toContain('30% a year flat, fixed (APR 56.45%)');
    expect(text).toContain('12 months');
    expect(text).toContain('Monthly instalment (EMI) ₹ 10,833.34');
    expect(text).toContain('Active');
    expect(text).toContain('This is a system-generated statement and needs no signature.');
    expect(text).not.toContain('\u0000');
    expect(await pdfInfo(bytes)).toMatchObject({
      Title: 'Statement of Account KL174261124A1B2C3',
      Author: 'Sahyadri Finance Private Limited',
    });
  });

  it('lists the schedule with the day each instalment was paid, and its totals', async () => {
    const text = await textOf(await renderStatementOfAccountPdf(data, 'en'));
    // Instalment 1: principal, interest and instalment, paid on its due date; instalment 2 a day late.
    expect(text).toContain('1 5 Jan 2027 6,546.45 4,286.89 10,833.34 5 Jan 2027');
    expect(text).toContain('2 5 Feb 2027 6,827.10 4,006.24 10,833.34 6 Feb 2027');
    expect(text).toContain('3 5 Mar 2027 7,119.76 3,713.58 10,833.34 -');
    // The schedule's totals: the principal lent and the whole interest.
    expect(text).toMatch(/Total 1,00,000\.00 30,000\.00 1,30,000\.00/);
  });

  it('lists the transactions with a running balance of what is owed, and their totals', async () => {
    const text = await textOf(await renderStatementOfAccountPdf(data, 'en'));
    expect(text).toContain(
      '24 Nov 2026 Loan disbursed Loan KL174261124A1B2C3 disbursed, UTR 612345678901 1,00,000.00 1,00,000.00',
    );
    expect(text).toContain('5 Jan 2027 Interest, instalment 1 4,286.89 1,04,286.89');
    expect(text).toContain('5 Jan 2027 Payment received Payment pay_Q1 10,833.34 93,453.55');
    expect(text).toContain('5 Feb 2027 Penal charge, instalment 2 500.00 97,959.79');
    expect(text).toContain('6 Feb 2027 Payment received Payment pay_Q2 11,333.34 86,626.45');
    // Debits 1,00,000 + 4,286.89 + 4,006.24 + 500; credits the two payments; what is owed after them.
    expect(text).toContain('Total 1,08,793.13 22,166.68 86,626.45');
    expect(compact(text)).toContain(compact('Balance owed on 10 Feb 2027: ₹86,626.45'));
  });

  it('marks a foreclosed loan and the instalments it never reached', async () => {
    const closed = sampleStatement({
      loan: { ...data.loan, status: 'PRE_CLOSED', closedOn: isoDate('2027-02-06') },
    });
    const text = await textOf(await renderStatementOfAccountPdf(closed, 'en'));
    expect(text).toContain('Closed early (foreclosed) on 6 Feb 2027');
    expect(text).toContain('3 5 Mar 2027 7,119.76 3,713.58 10,833.34 Foreclosed');
  });

  it('says so when there is no transaction yet', async () => {
    const text = await textOf(await renderStatementOfAccountPdf(sampleStatement({ transactions: [] }), 'en'));
    expect(text).toContain('No transactions yet.');
  });

  it('is written in Hindi with the same figures, and gives the same bytes for the same statement', async () => {
    const [hindi, again] = await Promise.all([
      renderStatementOfAccountPdf(data, 'hi'),
      renderStatementOfAccountPdf(data, 'hi'),
    ]);
    expect(Buffer.from(hindi).equals(Buffer.from(again))).toBe(true);
    const text = await textOf(hindi);
    expect(text).toContain('खाता');
    expect(compact(text)).toContain(compact('10 फ़रवरी 2027'));
    for (const figure of ['1,00,000.00', '86,626.45', 'KL174261124A1B2C3', '56.45%', 'Payment pay_Q2'])
      expect(text).toContain(figure);
    expect(text).not.toContain('\u0000');
  });
});

describe('the statement of account texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const { en, hi } = statementOfAccountTexts;

  it('have a Hindi text for every English one, with the same placeholders, in Devanagari', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const hindi = hi[key as keyof typeof hi];
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      const words = hindi.replace(/\{\w+\}/g, '').replace(/[\s\d\p{P}₹%()-]/gu, '');
      if (words) expect(hindi, key).toMatch(/[\u0900-\u097f]/);
    }
  });
});
