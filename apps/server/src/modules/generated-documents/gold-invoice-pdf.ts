import { amountInWords } from '@kredo/domain/amount-in-words';
import type { IsoDate } from '@kredo/domain/calendar-date';
import { formatGrams, sumPaise, type GoldUnits, type Paise } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import { goldInvoiceTexts, type GoldInvoiceTexts } from './gold-invoice-texts.ts';
import { startOfIndianDay } from './key-fact-statement-pdf.ts';

export type GoldInvoiceData = {
  /** BUY: tax invoice for gold bought; DELIVER: tax invoice for a coin or bar's making charges; SELL: purchase note for gold the customer sold back (no GST). */
  kind: 'BUY' | 'SELL' | 'DELIVER';
  /** The vendor's invoice number. */
  invoiceNumber: string;
  /** Our order id, printed as the order reference. */
  orderId: string;
  issuedOn: IsoDate;
  seller: { legalName: string; address: string; gstin: string; email: string };
  /** The platform that sold it on the seller's behalf. */
  distributor: { name: string; address: string };
  customer: { name: string; mobileMasked: string; pinCode: string; deliveryAddress: string | null };
  line: {
    /** e.g. "24K 99.5% digital gold" or a coin's description. */
    description: string;
    /** "7108" */
    hsn: string;
    /** 0.1 mg units, printed as grams to 4 places. */
    gold: GoldUnits;
    /** null for a delivery. */
    ratePerGram: Paise | null;
    /** The value before GST (for SELL: the whole amount). */
    taxable: Paise;
  };
  /** GST lines (empty for SELL): e.g. [{ label: 'CGST 1.5%', amount }, { label: 'SGST 1.5%', amount }] or [{ label: 'IGST 3%', amount }]. */
  taxes: { label: string; amount: Paise }[];
  /** What was paid (BUY, DELIVER) or is paid out (SELL), GST included. */
  total: Paise;
  /** How it was paid or is paid: e.g. "UPI, payment pay_XXXX" or "IMPS to account XXXXXX9012". */
  settlement: string;
};

type Kind = GoldInvoiceData['kind'];

/** The tax invoice's word, or the purchase note's where a sale back names it otherwise. */
const forKind = (kind: Kind, invoice: string, purchaseNote: string) =>
  kind === 'SELL' ? purchaseNote : invoice;

function partyBlocks(data: GoldInvoiceData, texts: GoldInvoiceTexts, language: PdfLanguage): PdfBlock[] {
  const { kind, seller, distributor, customer } = data;
  return [
    { kind: 'heading', level: 2, text: forKind(kind, texts.vendor, texts.vendorSell) },
    { kind: 'paragraph', bold: true, text: seller.legalName },
    {
      kind: 'paragraph',
      text: [
        seller.address,
        fill(texts.gstin, { gstin: seller.gstin }),
        fill(texts.email, { email: seller.email }),
      ].join('\n'),
    },
    {
      kind: 'note',
      text: fill(forKind(kind, texts.distributor, texts.distributorSell), {
        name: distributor.name,
        address: distributor.address,
      }),
    },
    {
      kind: 'key-value',
      rows: [
        { label: forKind(kind, texts.invoiceNumber, texts.invoiceNumberSell), value: data.invoiceNumber },
        { label: texts.date, value: formatDate(data.issuedOn, language) },
        { label: texts.orderReference, value: data.orderId },
      ],
    },
    { kind: 'heading', level: 2, text: texts.customer },
    {
      kind: 'key-value',
      rows: [
        { label: texts.name, value: customer.name },
        { label: texts.mobile, value: customer.mobileMasked },
        { label: texts.pinCode, value: customer.pinCode },
        ...(customer.deliveryAddress === null
          ? []
          : [{ label: texts.deliveryAddress, value: customer.deliveryAddress }]),
      ],
    },
  ];
}

function heldNote(data: GoldInvoiceData, texts: GoldInvoiceTexts): string {
  switch (data.kind) {
    case 'BUY':
      return fill(texts.heldBuy, { legalName: data.seller.legalName, customerName: data.customer.name });
    case 'DELIVER':
      return fill(texts.heldDeliver, { grams: formatGrams(data.line.gold) });
    case 'SELL':
      return texts.heldSell;
  }
}

function amountBlocks(data: GoldInvoiceData, texts: GoldInvoiceTexts): PdfBlock[] {
  const { kind, line } = data;
  const valueHeader = forKind(kind, texts.taxable, texts.taxableSell);
  const lineHeading = { BUY: texts.lineBuy, DELIVER: texts.lineDeliver, SELL: texts.lineSell }[kind];
  return [
    { kind: 'heading', level: 2, text: lineHeading },
    {
      kind: 'table',
      columns: [
        { header: texts.description, width: 31 },
        { header: texts.hsn, width: 15, align: 'center' },
        { header: texts.quantity, width: 16, align: 'right' },
        { header: texts.rate, width: 18, align: 'right' },
        { header: valueHeader, width: 20, align: 'right' },
      ],
      rows: [
        [
          line.description,
          line.hsn,
          formatGrams(line.gold),
          line.ratePerGram === null ? '-' : formatAmount(line.ratePerGram),
          formatAmount(line.taxable),
        ],
      ],
    },
    { kind: 'note', text: texts.purity },
    {
      kind: 'table',
      columns: [
        { header: texts.summary, width: 70 },
        { header: texts.amount, width: 30, align: 'right' },
      ],
      rows: [
        [valueHeader, formatAmount(line.taxable)],
        ...data.taxes.map((tax) => [tax.label, formatAmount(tax.amount)]),
      ],
      totals: [forKind(kind, texts.total, texts.totalSell), formatAmount(data.total)],
    },
    { kind: 'paragraph', bold: true, text: fill(texts.inWords, { words: amountInWords(data.total) }) },
    {
      kind: 'paragraph',
      text: fill(forKind(kind, texts.settlement, texts.settlementSell), { settlement: data.settlement }),
    },
    { kind: 'note', text: heldNote(data, texts) },
  ];
}

/**
 * The vendor's tax invoice (a purchase note for a sale back): the seller with its GSTIN and the
 * platform it sold through, the invoice's number, date and our order, the customer, the gold's
 * line, its GST and total in figures and words, how it was paid, and where the gold now is. A total
 * that is not the taxable value and its taxes is refused: an invoice that does not add up is a bug.
 */
export function goldInvoiceBlocks(data: GoldInvoiceData, language: PdfLanguage): PdfBlock[] {
  const expected = sumPaise([data.line.taxable, ...data.taxes.map((tax) => tax.amount)]);
  if (data.total !== expected)
    throw new RangeError(
      `Invoice ${data.invoiceNumber}: total ${data.total} is not the taxable value and taxes, ${expected}`,
    );
  const texts = goldInvoiceTexts[language];
  return [
    { kind: 'heading', level: 1, text: forKind(data.kind, texts.title, texts.titleSell) },
    ...partyBlocks(data, texts, language),
    ...amountBlocks(data, texts),
  ];
}

/** The invoice as a PDF, dated its day of issue: the same data gives the same bytes. */
export function renderGoldInvoicePdf(
  data: GoldInvoiceData,
  language: PdfLanguage,
  createdAt: Date = startOfIndianDay(data.issuedOn),
): Promise<Uint8Array> {
  const texts = goldInvoiceTexts[language];
  return renderPdf({
    title: `${forKind(data.kind, texts.title, texts.titleSell)} ${data.invoiceNumber}`,
    language,
    author: data.seller.legalName,
    createdAt,
    footer: forKind(data.kind, texts.footer, texts.footerSell),
    blocks: goldInvoiceBlocks(data, language),
  });
}
