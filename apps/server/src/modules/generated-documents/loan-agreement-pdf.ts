import { isCreditLineStatement } from '@kredo/domain/credit-line-key-facts';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { clauseBlocks } from './agreement-clause-blocks.ts';
import { lineClauseBlocks, lineSummaryBoxBlocks } from './agreement-line-blocks.ts';
import { agreementLineTexts } from './agreement-line-texts.ts';
import { partiesBlocks, summaryBoxBlocks } from './agreement-summary-blocks.ts';
import { agreementTexts, type AgreementTexts } from './agreement-texts.ts';
import { fill, formatDate } from './document-format.ts';
import { keyFactStatementBlocks, startOfIndianDay } from './key-fact-statement-pdf.ts';
import { annexCBlocks } from './kfs-annex-blocks.ts';
import { lineIllustrationBlocks } from './kfs-line-blocks.ts';
import { kfsLineTexts } from './kfs-line-texts.ts';
import { kfsTexts } from './kfs-texts.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

type TermsBlocks = { summary: PdfBlock[]; clauses: PdfBlock[]; annexOne: PdfBlock[] };

/**
 * What a loan's agreement and a line's say differently: the summary box, the clauses, and Annex 1
 * (a loan's repayment schedule, a line's illustration of its whole limit drawn at once).
 */
function termsBlocks(data: LoanAgreementData, texts: AgreementTexts, language: PdfLanguage): TermsBlocks {
  const { kfs } = data;
  if (isCreditLineStatement(kfs)) {
    const lineData = { ...data, kfs };
    const line = agreementLineTexts[language];
    return {
      summary: lineSummaryBoxBlocks(lineData, texts, line),
      clauses: lineClauseBlocks(lineData, texts, line, language),
      annexOne: lineIllustrationBlocks(
        kfs,
        kfsTexts[language],
        kfsLineTexts[language],
        language,
        line.illustrationHeading,
      ),
    };
  }
  const loanData = { ...data, kfs };
  return {
    summary: summaryBoxBlocks(loanData, texts, language),
    clauses: clauseBlocks(loanData, texts, language),
    annexOne: annexCBlocks(kfs, kfsTexts[language], language, texts.scheduleHeading),
  };
}

/**
 * The loan agreement: number, date and place, the parties, the summary box, the clauses, the
 * borrower's signature box, then the repayment schedule (a line's illustration) as Annex 1 and
 * the whole KFS as Annex 2.
 */
export function loanAgreementBlocks(data: LoanAgreementData, language: PdfLanguage): PdfBlock[] {
  const texts = agreementTexts[language];
  const terms = termsBlocks(data, texts, language);
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
    ...terms.summary,
    ...terms.clauses,
    { kind: 'heading', level: 2, text: texts.signatureHeading },
    {
      kind: 'signature',
      label: texts.signatureLabel,
      signer: fill(texts.signer, { name: data.borrower.name }),
    },
    { kind: 'note', text: texts.signatureNote },
    { kind: 'page-break' },
    ...terms.annexOne,
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
