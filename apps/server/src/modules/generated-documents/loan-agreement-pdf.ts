import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { clauseBlocks } from './agreement-clause-blocks.ts';
import { partiesBlocks, summaryBoxBlocks } from './agreement-summary-blocks.ts';
import { agreementTexts } from './agreement-texts.ts';
import { fill, formatDate } from './document-format.ts';
import { keyFactStatementBlocks, startOfIndianDay } from './key-fact-statement-pdf.ts';
import { annexCBlocks } from './kfs-annex-blocks.ts';
import { kfsTexts } from './kfs-texts.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

/**
 * The loan agreement: number, date and place, the parties, the summary box, the clauses, the
 * borrower's signature box, then the repayment schedule (Annex 1) and the whole KFS (Annex 2).
 */
export function loanAgreementBlocks(data: LoanAgreementData, language: PdfLanguage): PdfBlock[] {
  const texts = agreementTexts[language];
  return [
    { kind: 'heading', level: 1, text: texts.title },
    {
      kind: 'paragraph',
      bold: true,
      text: fill(texts.agreementNumber, { agreementNumber: data.agreementNumber }),
    },
    {
      kind: 'paragraph',
      text: fill(texts.dateAndPlace, { date: formatDate(data.date, language), place: data.place }),
    },
    ...partiesBlocks(data, texts),
    ...summaryBoxBlocks(data, texts, language),
    ...clauseBlocks(data, texts, language),
    { kind: 'heading', level: 2, text: texts.signatureHeading },
    {
      kind: 'signature',
      label: texts.signatureLabel,
      signer: fill(texts.signer, { name: data.borrower.name }),
    },
    { kind: 'note', text: texts.signatureNote },
    { kind: 'page-break' },
    ...annexCBlocks(data.kfs, kfsTexts[language], language, texts.scheduleHeading),
    { kind: 'page-break' },
    { kind: 'heading', level: 2, text: texts.kfsHeading },
    ...keyFactStatementBlocks(
      data.kfs,
      {
        lenderName: data.lender.legalName,
        lenderAddress: data.lender.address,
        ...(data.lender.registration ? { lenderRegistration: data.lender.registration } : {}),
        borrowerName: data.borrower.name,
      },
      language,
    ),
  ];
}

/** The agreement as a PDF, dated its day of execution unless told otherwise: the same data gives the same bytes. */
export function renderLoanAgreementPdf(
  data: LoanAgreementData,
  language: PdfLanguage,
  createdAt: Date = startOfIndianDay(data.date),
): Promise<Uint8Array> {
  const texts = agreementTexts[language];
  return renderPdf({
    title: `${texts.title} ${data.agreementNumber}`,
    language,
    author: data.lender.legalName,
    createdAt,
    footer: fill(texts.footer, { agreementNumber: data.agreementNumber }),
    blocks: loanAgreementBlocks(data, language),
  });
}
