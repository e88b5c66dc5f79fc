import { isoDate } from '@kredo/domain/calendar-date';
import { gramsToGoldUnits, paise, rupeesToPaise } from '@kredo/domain/money';
import { describe, expect, it } from 'vitest';

import type { PdfBlock } from '../../lib/pdf/pdf-document.ts';
import { pdfInfo, pdfPageTexts } from '../../lib/pdf/testing/pdf-text.ts';
import { goldInvoiceBlocks, renderGoldInvoicePdf, type GoldInvoiceData } from './gold-invoice-pdf.ts';
import { goldInvoiceTexts } from './gold-invoice-texts.ts';

/** 1.2345 g bought at ₹7,245.50 a gram by a customer in Maharashtra, where the vendor is: CGST and SGST. */
function sampleGoldInvoice(overrides: Partial<GoldInvoiceData> = {}): GoldInvoiceData {
  return {
    kind: 'BUY',
    invoiceNumber: 'SGINV000012345678',
    orderId: 'gord_01JD8Y3K7Q',
    issuedOn: isoDate('2026-11-29'),
    seller: {
      legalName: 'Suvarna Bullion Private Limited',
      address: 'Unit 12, Zaveri Bazaar, Mumbai 400002, Maharashtra',
      gstin: '27AABCS1234F1Z5',
      email: 'care@suvarnabullion.example',
    },
    distributor: { name: 'Kredo', address: '3rd Floor, Koregaon Park, Pune 411001, Maharashtra' },
    customer: { name: 'Ravi Kumar', mobileMasked: 'XXXXXX3210', pinCode: '411045', deliveryAddress: null },
    line: {
      description: '24K 99.5% digital gold',
      hsn: '7108',
      gold: gramsToGoldUnits('1.2345'),
      ratePerGram: rupeesToPaise('7245.50'),
      taxable: rupeesToPaise('8944.57'),
    },
    taxes: [
      { label: 'CGST 1.5%', amount: rupeesToPaise('134.17') },
      { label: 'SGST 1.5%', amount: rupeesToPaise('134.17') },
    ],
    total: rupeesToPaise('9212.91'),
    settlement: 'UPI, payment pay_Nq8X2mL0aB',
    ...overrides,
  };
}

/** A 1 g coin's making charges, delivered to Karnataka: IGST. */
const sampleDelivery = () =>
  sampleGoldInvoice({
    kind: 'DELIVER',
    customer: {
      name: 'Ravi Kumar',
      mobileMasked: 'XXXXXX3210',
      pinCode: '560034',
      deliveryAddress: '14, 5th Cross, Koramangala, Bengaluru 560034, Karnataka',
    },
    line: {
      description: '1 g 24K gold coin (995)',
      hsn: '7118',
      gold: gramsToGoldUnits('1'),
      ratePerGram: null,
      taxable: rupeesToPaise('500'),
    },
    taxes: [{ label: 'IGST 3%', amount: rupeesToPaise('15') }],
    total: rupeesToPaise('515'),
    settlement: 'UPI, payment pay_Nq9Y7cR2dE',
  });

/** 0.5 g sold back at ₹7,010.25 a gram, paid out to the customer's bank account. */
const sampleSale = () =>
  sampleGoldInvoice({
    kind: 'SELL',
    line: {
      description: '24K 99.5% digital gold',
      hsn: '7108',
      gold: gramsToGoldUnits('0.5'),
      ratePerGram: rupeesToPaise('7010.25'),
      taxable: rupeesToPaise('3505.13'),
    },
    taxes: [],
    total: rupeesToPaise('3505.13'),
    settlement: 'IMPS to account XXXXXX9012',
  });

type Table = Extract<PdfBlock, { kind: 'table' }>;
const tables = (blocks: PdfBlock[]) => blocks.filter((block): block is Table => block.kind === 'table');
const texts = (blocks: PdfBlock[]) =>
  blocks.flatMap((block) =>
    block.kind === 'key-value'
      ? block.rows.map((row) => `${row.label}: ${row.value}`)
      : 'text' in block
        ? block.text.split('\n')
        : [],
  );
const rupees = (text: string) => rupeesToPaise(text.replace(/[₹,]/g, ''));
const compact = (text: string) => text.replace(/\s/g, '');
const textOf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join(' ');

describe('goldInvoiceBlocks', () => {
  it('bills gold bought with CGST and SGST, the grams to 4 places, and the total in words', () => {
    const blocks = goldInvoiceBlocks(sampleGoldInvoice(), 'en');
    const [line, summary] = tables(blocks);
    expect(line?.rows).toEqual([['24K 99.5% digital gold', '7108', '1.2345', '₹7,245.50', '₹8,944.57']]);
    expect(summary?.rows).toEqual([
      ['Taxable value', '₹8,944.57'],
      ['CGST 1.5%', '₹134.17'],
      ['SGST 1.5%', '₹134.17'],
    ]);
    expect(summary?.totals).toEqual(['Total (GST included)', '₹9,212.91']);
    expect(texts(blocks)).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'Seller',
        'Gold bought',
        'GSTIN: 27AABCS1234F1Z5',
        'Sold through: Kredo, 3rd Floor, Koregaon Park, Pune 411001, Maharashtra',
        'Invoice number: SGINV000012345678',
        'Date: 29 Nov 2026',
        'Order reference: gord_01JD8Y3K7Q',
        'Mobile number: XXXXXX3210',
        'PIN code: 411045',
        'Gold: 24 Karat, 99.5% purity (995)',
        'Amount in words: Rupees Nine Thousand Two Hundred Twelve and Paise Ninety One Only',
        'Payment: UPI, payment pay_Nq8X2mL0aB',
        expect.stringContaining(
          'held in the vault of Suvarna Bullion Private Limited, insured, in the name of Ravi Kumar',
        ),
      ]),
    );
    expect(texts(blocks).join('\n')).not.toContain('Delivery address');
  });

  it("bills a coin's making charges with IGST, to its delivery address, without a rate per gram", () => {
    const blocks = goldInvoiceBlocks(sampleDelivery(), 'en');
    const [line, summary] = tables(blocks);
    expect(line?.rows).toEqual([['1 g 24K gold coin (995)', '7118', '1.0000', '-', '₹500.00']]);
    expect(summary?.rows).toEqual([
      ['Taxable value', '₹500.00'],
      ['IGST 3%', '₹15.00'],
    ]);
    expect(summary?.totals).toEqual(['Total (GST included)', '₹515.00']);
    expect(texts(blocks)).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'Making charges',
        'Delivery address: 14, 5th Cross, Koramangala, Bengaluru 560034, Karnataka',
        expect.stringContaining("Its 1.0000 g of gold has left the customer's gold locker"),
      ]),
    );
  });

  it('writes a sale back as a purchase note without GST, the vendor as the buyer', () => {
    const blocks = goldInvoiceBlocks(sampleSale(), 'en');
    const [line, summary] = tables(blocks);
    expect(line?.rows).toEqual([['24K 99.5% digital gold', '7108', '0.5000', '₹7,010.25', '₹3,505.13']]);
    expect(summary?.rows).toEqual([['Value', '₹3,505.13']]);
    expect(summary?.totals).toEqual(['Total paid to the customer', '₹3,505.13']);
    const all = texts(blocks);
    expect(all).toEqual(
      expect.arrayContaining([
        'Purchase Note',
        'Buyer',
        'Gold sold',
        'Purchase note number: SGINV000012345678',
        'Bought through: Kredo, 3rd Floor, Koregaon Park, Pune 411001, Maharashtra',
        'Paid out by: IMPS to account XXXXXX9012',
        expect.stringContaining("has left the customer's gold locker. No GST"),
      ]),
    );
    expect(all.join('\n')).not.toMatch(/GST included|Tax Invoice/);
  });

  it('prints totals that are the value and its taxes, and refuses a total that is not', () => {
    for (const data of [sampleGoldInvoice(), sampleDelivery(), sampleSale()]) {
      const [, summary] = tables(goldInvoiceBlocks(data, 'hi'));
      const parts = (summary?.rows ?? []).map(([, amount = '']) => rupees(amount));
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(rupees(summary?.totals?.[1] ?? ''));
    }
    const wrong = sampleGoldInvoice({ total: paise(9_212_90) });
    expect(() => goldInvoiceBlocks(wrong, 'en')).toThrow(/SGINV000012345678: total 921290/);
  });
});

describe('renderGoldInvoicePdf', () => {
  it('renders one page holding the invoice, and the same data gives the same bytes', async () => {
    const bytes = await renderGoldInvoicePdf(sampleGoldInvoice(), 'en');
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    expect(text).toMatch(/^Tax Invoice Seller Suvarna Bullion Private Limited/);
    for (const expected of [
      'SGINV000012345678',
      '1.2345',
      '9,212.91',
      'This is a computer generated invoice.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('\u0000');
    expect(await pdfInfo(bytes)).toMatchObject({
      Title: 'Tax Invoice SGINV000012345678',
      Author: 'Suvarna Bullion Private Limited',
    });
    expect(await renderGoldInvoicePdf(sampleGoldInvoice(), 'en')).toEqual(bytes);
  });

  it('is written in Hindi with the same figures, a sale back titled as a purchase note', async () => {
    const hindi = await textOf(await renderGoldInvoicePdf(sampleGoldInvoice(), 'hi'));
    expect(hindi).toContain('कर बीजक');
    expect(compact(hindi)).toContain(compact('29 नवंबर 2026'));
    for (const figure of ['SGINV000012345678', '1.2345', '9,212.91', '27AABCS1234F1Z5'])
      expect(hindi).toContain(figure);
    expect(hindi).not.toContain('\u0000');
    const sale = await textOf(await renderGoldInvoicePdf(sampleSale(), 'hi'));
    expect(sale).toContain('क्रय नोट');
    expect(sale).not.toContain('कर बीजक');
  });
});

describe('the gold invoice texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const { en, hi } = goldInvoiceTexts;

  it('have a Hindi text for every English one, with the same placeholders, in Devanagari', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const hindi = hi[key as keyof typeof hi];
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      expect(hindi, key).toMatch(/[\u0900-\u097f]/);
    }
  });
});
