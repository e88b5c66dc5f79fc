import type { IsoDate } from '@kredo/domain/calendar-date';
import { formatBasisPointsAsPercent, basisPoints, paise } from '@kredo/domain/money';

import type { PdfBlock } from '../../lib/pdf/pdf-document.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { formatAmount, formatDate } from './document-format.ts';
import { startOfIndianDay } from './key-fact-statement-pdf.ts';

/**
 * The e-policy (its schedule) as the insurer delivers it through the distributor: the policy, the
 * insured and nominee, the cover's dates, the premium with its tax, what is covered and not, the
 * terms and the 30-day free look. English: the insurer's language of record.
 */
export type InsurancePolicyData = {
  policyNumber: string;
  orderId: string;
  productName: string;
  coverLabel: string;
  insurerName: string;
  distributorName: string;
  issuedOn: IsoDate;
  coverFrom: IsoDate;
  coverTill: IsoDate;
  sumInsured: number;
  price: number;
  tax: number;
  taxRateBasisPoints: number;
  insured: { name: string; dob: IsoDate | null; gender: string; mobileMasked: string; panMasked: string };
  nominee: { name: string; relationship: string } | null;
  covers: Array<{ title: string; description: string; covered: boolean }>;
  terms: string[];
};

function scheduleBlocks(data: InsurancePolicyData): PdfBlock[] {
  const date = (day: IsoDate) => formatDate(day, 'en');
  return [
    { kind: 'heading', level: 1, text: `Policy Schedule - ${data.productName}` },
    { kind: 'paragraph', bold: true, text: data.insurerName },
    { kind: 'note', text: `Distributed by ${data.distributorName}. Order reference ${data.orderId}.` },
    {
      kind: 'key-value',
      rows: [
        { label: 'Policy number', value: data.policyNumber },
        { label: 'Cover type', value: data.coverLabel },
        { label: 'Issued on', value: date(data.issuedOn) },
        { label: 'Period of cover', value: `${date(data.coverFrom)} to ${date(data.coverTill)}` },
        { label: 'Sum insured', value: formatAmount(paise(data.sumInsured)) },
      ],
    },
    { kind: 'heading', level: 2, text: 'Insured' },
    {
      kind: 'key-value',
      rows: [
        { label: 'Name', value: data.insured.name },
        { label: 'Date of birth', value: data.insured.dob ? date(data.insured.dob) : '-' },
        { label: 'Gender', value: data.insured.gender },
        { label: 'Mobile', value: data.insured.mobileMasked },
        { label: 'PAN', value: data.insured.panMasked },
        ...(data.nominee
          ? [{ label: 'Nominee', value: `${data.nominee.name} (${data.nominee.relationship})` }]
          : []),
      ],
    },
  ];
}

function premiumBlocks(data: InsurancePolicyData): PdfBlock[] {
  const rate = `${formatBasisPointsAsPercent(basisPoints(data.taxRateBasisPoints))}%`;
  return [
    { kind: 'heading', level: 2, text: 'Premium' },
    {
      kind: 'table',
      columns: [
        { header: 'Item', width: 70 },
        { header: 'Amount', width: 30, align: 'right' },
      ],
      rows: [
        ['Premium', formatAmount(paise(data.price - data.tax))],
        [`GST ${rate}`, formatAmount(paise(data.tax))],
      ],
      totals: ['Total paid', formatAmount(paise(data.price))],
    },
  ];
}

export function insurancePolicyBlocks(data: InsurancePolicyData): PdfBlock[] {
  return [
    ...scheduleBlocks(data),
    ...premiumBlocks(data),
    { kind: 'heading', level: 2, text: 'What is covered' },
    {
      kind: 'table',
      columns: [
        { header: 'Cover', width: 30 },
        { header: 'Details', width: 55 },
        { header: 'Covered', width: 15, align: 'center' },
      ],
      rows: data.covers.map((cover) => [cover.title, cover.description, cover.covered ? 'Yes' : 'No']),
    },
    { kind: 'heading', level: 2, text: 'Terms and conditions' },
    ...data.terms.map((term): PdfBlock => ({ kind: 'paragraph', text: term })),
    {
      kind: 'note',
      text: 'Free look: you may cancel this policy within 30 days of receiving it; the premium is refunded less the part for the days already covered.',
    },
  ];
}

/** The policy as a PDF, dated its day of issue: the same data gives the same bytes. */
export function renderInsurancePolicyPdf(data: InsurancePolicyData): Promise<Uint8Array> {
  return renderPdf({
    title: `Policy ${data.policyNumber}`,
    language: 'en',
    author: data.insurerName,
    createdAt: startOfIndianDay(data.issuedOn),
    footer: `${data.insurerName} - policy ${data.policyNumber}`,
    blocks: insurancePolicyBlocks(data),
  });
}

/** A product's terms, for 'Download Policy Terms' (spec 002 §2). */
export function renderInsuranceTermsPdf(product: {
  productName: string;
  insurerName: string;
  covers: InsurancePolicyData['covers'];
  terms: string[];
  declarations: string[];
}): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [
    { kind: 'heading', level: 1, text: `Policy Terms - ${product.productName}` },
    { kind: 'paragraph', bold: true, text: product.insurerName },
    { kind: 'heading', level: 2, text: 'What is covered' },
    ...product.covers.map((cover): PdfBlock => ({
      kind: 'paragraph',
      text: `${cover.covered ? 'Covered' : 'Not covered'}: ${cover.title}. ${cover.description}`,
    })),
    { kind: 'heading', level: 2, text: 'Terms and conditions' },
    ...product.terms.map((term): PdfBlock => ({ kind: 'paragraph', text: term })),
    ...(product.declarations.length > 0
      ? [
          { kind: 'heading', level: 2, text: 'Declarations' } as PdfBlock,
          ...product.declarations.map((line): PdfBlock => ({ kind: 'paragraph', text: line })),
        ]
      : []),
  ];
  return renderPdf({
    title: `Policy Terms - ${product.productName}`,
    language: 'en',
    author: product.insurerName,
    createdAt: new Date('2025-01-01T00:00:00+05:30'),
    footer: `${product.insurerName} - ${product.productName}`,
    blocks,
  });
}
