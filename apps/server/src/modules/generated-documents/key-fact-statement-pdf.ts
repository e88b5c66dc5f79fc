import { isCreditLineStatement, type CreditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';
import type { KeyFactStatement } from '@kredo/domain/key-fact-statement';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { fill, formatDate } from './document-format.ts';
import { annexBBlocks, annexCBlocks } from './kfs-annex-blocks.ts';
import { lenderWordingIn } from './kfs-lender-wording.ts';
import { lineIllustrationBlocks, linePartOneBlocks } from './kfs-line-blocks.ts';
import { kfsLineTexts } from './kfs-line-texts.ts';
import { partOneBlocks } from './kfs-part-one-blocks.ts';
import { kfsTexts, type KfsTexts } from './kfs-texts.ts';

/** Who the statement is between, for its header. */
export type KfsParties = {
  /** The regulated entity's legal name, as its registration carries it. */
  lenderName: string;
  lenderAddress?: string;
  /** The RBI certificate of registration (NBFC) or licence (bank). */
  lenderRegistration?: string;
  borrowerName: string;
};

/** A term loan's statement or a credit line's (which carries `kind: 'credit-line'`). */
export type AnyKeyFactStatement = KeyFactStatement | CreditLineKeyFactStatement;

function headerBlocks(kfs: AnyKeyFactStatement, parties: KfsParties, texts: KfsTexts, language: PdfLanguage) {
  const validUntil = formatDate(kfs.validUntil, language);
  const lines = [
    fill(texts.lender, { lenderName: parties.lenderName }),
    ...(parties.lenderAddress ? [parties.lenderAddress] : []),
    ...(parties.lenderRegistration
      ? [fill(texts.lenderRegistration, { registration: parties.lenderRegistration })]
      : []),
    fill(texts.borrower, { borrowerName: parties.borrowerName }),
    fill(texts.proposal, { proposalNumber: kfs.proposalNumber }),
  ];
  return [
    { kind: 'heading', level: 1, text: texts.title },
    { kind: 'paragraph', text: lines.join('\n') },
    {
      kind: 'paragraph',
      bold: true,
      text: fill(texts.validity, { issuedOn: formatDate(kfs.issuedOn, language), validUntil }),
    },
    { kind: 'note', text: fill(texts.validityNote, { validUntil }) },
  ] satisfies PdfBlock[];
}

/** Annex A part 2: the lender's clauses, its grievance officer, transfer, and the digital-loan disclosures. */
function partTwoBlocks(kfs: AnyKeyFactStatement, texts: KfsTexts): PdfBlock[] {
  const two = kfs.partTwo;
  return [
    { kind: 'heading', level: 2, text: texts.partTwoHeading },
    {
      kind: 'key-value',
      rows: [
        { number: '1', label: texts.recoveryAgents, value: two.recoveryAgentsClause },
        { number: '2', label: texts.grievanceClause, value: two.grievanceRedressalClause },
        {
          number: '3',
          label: texts.grievanceOfficer,
          value: fill(texts.grievanceOfficerValue, two.grievanceOfficer),
        },
        { number: '4', label: texts.transfer, value: two.mayBeTransferred ? texts.yes : texts.no },
        { number: '5', label: texts.coLending, value: texts.notApplicable },
        {
          number: '6',
          label: texts.digitalLoans,
          value: [
            fill(texts.coolingOff, { days: two.coolingOffDays }),
            fill(texts.recoveryLsp, { lsp: two.recoveryLsp ?? texts.noRecoveryLsp }),
          ].join('\n'),
        },
      ],
    },
  ];
}

/**
 * The statement with what the lender states in its own words (its contingent charges and its
 * clauses) in the reader's language: the statement itself keeps the English.
 */
function inLendersWords<K extends AnyKeyFactStatement>(kfs: K, language: PdfLanguage): K {
  const say = (text: string) => lenderWordingIn(text, language);
  return {
    ...kfs,
    partOne: {
      ...kfs.partOne,
      contingentCharges: kfs.partOne.contingentCharges.map((charge) => ({
        ...charge,
        description: say(charge.description),
      })),
    },
    partTwo: {
      ...kfs.partTwo,
      recoveryAgentsClause: say(kfs.partTwo.recoveryAgentsClause),
      grievanceRedressalClause: say(kfs.partTwo.grievanceRedressalClause),
    },
  };
}

/**
 * The whole statement in the reader's language: header, Annex A parts 1 and 2, then a loan's
 * Annexes B and C, or a line's illustration of its whole limit drawn at once.
 */
export function keyFactStatementBlocks(
  statement: AnyKeyFactStatement,
  parties: KfsParties,
  language: PdfLanguage,
): PdfBlock[] {
  const texts = kfsTexts[language];
  const kfs = inLendersWords(statement, language);
  if (isCreditLineStatement(kfs)) {
    const line = kfsLineTexts[language];
    return [
      ...headerBlocks(kfs, parties, texts, language),
      ...linePartOneBlocks(kfs, texts, line),
      ...partTwoBlocks(kfs, texts),
      ...lineIllustrationBlocks(kfs, texts, line, language),
    ];
  }
  return [
    ...headerBlocks(kfs, parties, texts, language),
    ...partOneBlocks(kfs, texts, language),
    ...partTwoBlocks(kfs, texts),
    ...annexBBlocks(kfs, texts, language),
    ...annexCBlocks(kfs, texts, language),
  ];
}

/** Midnight in India at the start of a date: a document dated by its day renders the same on any later day. */
export function startOfIndianDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/**
 * The KFS as a PDF. Dated the day it was issued unless told otherwise, so the same statement in
 * the same language always gives the same bytes (and the same hash).
 */
export function renderKeyFactStatementPdf(
  kfs: AnyKeyFactStatement,
  parties: KfsParties,
  language: PdfLanguage,
  createdAt: Date = startOfIndianDay(kfs.issuedOn),
): Promise<Uint8Array> {
  const texts = kfsTexts[language];
  return renderPdf({
    title: `${texts.title} ${kfs.proposalNumber}`,
    language,
    author: parties.lenderName,
    createdAt,
    footer: fill(texts.footer, { proposalNumber: kfs.proposalNumber }),
    blocks: keyFactStatementBlocks(kfs, parties, language),
  });
}
