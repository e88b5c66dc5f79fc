import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';

import { pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { nachFormChoices, renderNachFormPdf, type NachFormData } from './nach-form-pdf.ts';
import { sampleNachForm } from './nach-form-test-kit.ts';

// Character cells are drawn one character a cell, which a text extractor reads as separate words.
const compact = (text: string) => text.replace(/\s/g, '');

// pdf.js refuses a Buffer: it reads a plain Uint8Array copy.
const plain = (bytes: Buffer) => new Uint8Array(bytes);

async function formText(data: NachFormData): Promise<{ pages: string[]; text: string }> {
  const pages = await pdfPageTexts(plain(await renderNachFormPdf(data)));
  return { pages, text: pages.join(' ') };
}

async function pageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
  try {
    const [, , width = 0, height = 0] = (await (await task.promise).getPage(1)).view;
    return { width, height };
  } finally {
    await task.destroy();
  }
}

describe('renderNachFormPdf', () => {
  it('prints every field of the mandate on one A4 page', async () => {
    const bytes = await renderNachFormPdf(sampleNachForm);
    const { pages, text } = await formText(sampleNachForm);
    expect(pages).toHaveLength(1);
    expect(await pageSize(plain(bytes))).toEqual({ width: 841.89, height: 595.28 });
    const flat = compact(text);
    expect(flat).toContain('50100123456789');
    expect(flat).toContain('IFSCHDFC0000123');
    expect(flat).toContain('SponsorBankCodeICIC0000104');
    expect(flat).toContain('UtilityCodeNACH00000000012345');
    expect(flat).toContain('Date24/11/2026');
    expect(flat).toContain('From24/11/2026');
    expect(flat).toContain('To23/11/2029');
    expect(text).toContain('I/We hereby authorize Sahyadri Finance Private Limited');
    expect(text).toContain('with Bank HDFC Bank');
    expect(text).toContain('an amount of Rupees Rupees Twenty Thousand Only ₹ 20,000.00');
    expect(text).toContain('Reference 1 LA-2026-000016');
    expect(text).toContain('Phone No. +91 98765 43210');
    expect(text).toContain('Reference 2 Personal Loan 12M');
    expect(text).toContain('Email ID ravi.kumar@example.in');
    expect(text).toContain('Signature of Primary Account holder Ravi Kumar Name as in bank records');
    expect(text).not.toContain('\u0000');
  });

  it("prints NPCI's labels, declarations and the borrower's instructions", async () => {
    const { text } = await formText(sampleNachForm);
    for (const words of [
      'UMRN',
      'CREATE MODIFY CANCEL',
      'SB CA CC SB-NRE SB-NRO Other',
      'FREQUENCY Mthly Qtly H-Yrly Yrly As & when presented',
      'DEBIT TYPE Fixed Amount Maximum Amount',
      'I agree for the debit of mandate processing charges by the bank whom I am authorizing to debit my account as per latest schedule of charges of the bank.',
      'PERIOD From',
      'Or Until Cancelled',
      'This is to confirm that the declaration has been carefully read, understood & made by me/us.',
      'I have understood that I am authorized to cancel/amend this mandate',
      'Before you upload this form',
      'same signature your bank holds',
      'Do not overwrite',
      'flat and in good light',
      'Upload the scan or photo in the app',
    ])
      expect(text).toContain(words);
  });

  it('leaves the UMRN and MICR cells empty on a CREATE form', async () => {
    const { text } = await formText(sampleNachForm);
    expect(text).toMatch(/UMRN Date 2 4/);
    expect(text).toMatch(/or MICR an amount of Rupees/);
  });

  it('ticks CREATE, the account type, Maximum Amount and Mthly, and never Until Cancelled', () => {
    const ticked = (choices: readonly { label: string; ticked: boolean }[]) =>
      choices.filter((choice) => choice.ticked).map((choice) => choice.label);
    const savings = nachFormChoices(sampleNachForm);
    expect(ticked(savings.action)).toEqual(['CREATE']);
    expect(ticked(savings.accountType)).toEqual(['SB']);
    expect(ticked(savings.debitType)).toEqual(['Maximum Amount']);
    expect(ticked(savings.frequency)).toEqual(['Mthly']);
    expect(savings.untilCancelled.ticked).toBe(false);
    expect(ticked(nachFormChoices({ ...sampleNachForm, accountType: 'CA' }).accountType)).toEqual(['CA']);
    expect(savings.accountType.map((choice) => choice.label)).toEqual([
      'SB',
      'CA',
      'CC',
      'SB-NRE',
      'SB-NRO',
      'Other',
    ]);
  });

  it('writes an amount with paise in words and in en-IN figures', async () => {
    const { text } = await formText({ ...sampleNachForm, maxAmount: 12_345_689 });
    expect(text).toContain(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Paise Eighty Nine Only ₹ 1,23,456.89',
    );
  });

  it('gives the same bytes for the same data, and other bytes for another account', async () => {
    const [first, second] = await Promise.all([
      renderNachFormPdf(sampleNachForm),
      renderNachFormPdf(sampleNachForm),
    ]);
    expect(first.equals(second)).toBe(true);
    const other = await renderNachFormPdf({ ...sampleNachForm, accountNumber: '50100123456780' });
    expect(other.equals(first)).toBe(false);
    expect(await pdfInfo(plain(first))).toMatchObject({
      Title: 'NACH Debit Mandate Form LA-2026-000016',
      Author: 'Sahyadri Finance Private Limited',
      CreationDate: 'D:20261123183000Z',
    });
  });

  it('refuses what the form cannot carry rather than cutting it', async () => {
    await expect(renderNachFormPdf({ ...sampleNachForm, accountNumber: '1'.repeat(36) })).rejects.toThrow(
      RangeError,
    );
    await expect(renderNachFormPdf({ ...sampleNachForm, maxAmount: 0 })).rejects.toThrow(RangeError);
    await expect(renderNachFormPdf({ ...sampleNachForm, validUntil: '2026-11-23' })).rejects.toThrow(
      RangeError,
    );
    await expect(renderNachFormPdf({ ...sampleNachForm, validFrom: '2026-02-30' })).rejects.toThrow(
      RangeError,
    );
  });
});
