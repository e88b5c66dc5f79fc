import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import { startOfIndianDay } from './key-fact-statement-pdf.ts';
import { signAsLender, type LenderDocumentSigner } from './lender-signature.ts';
import type { NocData } from './loan-document-data.ts';
import { nocTexts } from './noc-texts.ts';

/**
 * The certificate on the lender's letterhead: date and reference, the borrower and the closed
 * loan, that nothing is due and the lender has no objection and no claim, when the credit bureaus
 * are told, and the authorised signatory's place, where the lender's digital signature is.
 */
export function nocBlocks(data: NocData, language: PdfLanguage): PdfBlock[] {
  const texts = nocTexts[language];
  const { lender, loan } = data;
  const closedOn = formatDate(loan.closedOn, language);
  return [
    { kind: 'heading', level: 1, text: lender.legalName },
    {
      kind: 'note',
      text: [
        lender.registeredAddress,
        fill(texts.registration, { registration: lender.registration }),
        fill(texts.email, { email: lender.email }),
      ].join('\n'),
    },
    {
      kind: 'paragraph',
      text: fill(texts.dateAndReference, {
        date: formatDate(data.issuedOn, language),
        referenceNumber: data.referenceNumber,
        place: data.place,
      }),
    },
    { kind: 'heading', level: 2, text: texts.title },
    { kind: 'paragraph', text: fill(texts.addressee, { borrowerName: data.borrowerName }) },
    { kind: 'paragraph', bold: true, text: fill(texts.subject, { accountNumber: loan.accountNumber }) },
    {
      kind: 'key-value',
      rows: [
        { label: texts.borrower, value: data.borrowerName },
        { label: texts.accountNumber, value: loan.accountNumber },
        { label: texts.loanAmount, value: formatAmount(loan.amount) },
        { label: texts.disbursalDate, value: formatDate(loan.disbursalDate, language) },
        {
          label: texts.closureDate,
          value: fill(loan.status === 'PRE_CLOSED' ? texts.preClosedValue : texts.closedValue, {
            date: closedOn,
          }),
        },
      ],
    },
    { kind: 'paragraph', text: fill(texts.certificate, { borrowerName: data.borrowerName, closedOn }) },
    { kind: 'paragraph', text: fill(texts.noObjection, { legalName: lender.legalName }) },
    {
      kind: 'paragraph',
      text: fill(texts.bureaus, {
        reportingDate: formatDate(data.bureauReportingDate, language),
        email: lender.email,
      }),
    },
    {
      kind: 'signature',
      label: fill(texts.signatureLabel, { legalName: lender.legalName }),
      signer: texts.signer,
    },
    { kind: 'note', text: fill(texts.signatureNote, { legalName: lender.legalName }) },
  ];
}

/** The certificate as a PDF, unsigned, dated its day of issue: the same data gives the same bytes. */
export function renderNocPdf(
  data: NocData,
  language: PdfLanguage,
  createdAt: Date = startOfIndianDay(data.issuedOn),
): Promise<Uint8Array> {
  const texts = nocTexts[language];
  return renderPdf({
    title: `${texts.title} ${data.referenceNumber}`,
    language,
    author: data.lender.legalName,
    createdAt,
    footer: fill(texts.footer, { referenceNumber: data.referenceNumber }),
    blocks: nocBlocks(data, language),
  });
}

/** The certificate rendered and signed with the lender's document-signing key, the signature checked. */
export async function renderSignedNocPdf(
  data: NocData,
  language: PdfLanguage,
  signer: LenderDocumentSigner,
  signedAt: Date,
): Promise<Uint8Array> {
  const pdf = await renderNocPdf(data, language);
  return signAsLender(pdf, signer, {
    lender: data.lender,
    reason: `${nocTexts.en.title} ${data.referenceNumber}`,
    location: data.place,
    signedAt,
  });
}
