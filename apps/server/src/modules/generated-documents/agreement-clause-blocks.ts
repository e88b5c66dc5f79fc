import type { IsoDate } from '@kredo/domain/calendar-date';
import type { KeyFactStatement } from '@kredo/domain/key-fact-statement';
import { addDays } from '@kredo/domain/working-days';
import { formatBasisPointsAsPercent } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import type { AgreementTexts } from './agreement-texts.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

type ClauseTitle = `clause${number}Title` & keyof AgreementTexts;

/** A clause's numbered title and its text. */
export type Clause = readonly [title: string, text: string];

/** Clause 9's example: the first due date, then 30, 60 and 90 days on. */
export function overdueExample(due: IsoDate, language: PdfLanguage) {
  const date = (days: number) => formatDate(addDays(due, days), language);
  return { due: date(0), sma1: date(30), sma2: date(60), npa: date(90) };
}

/** Clauses 10 to 15, the same for a loan and a line. */
export function closingClauses(data: LoanAgreementData, texts: AgreementTexts): Clause[] {
  const { partTwo } = data.kfs;
  const officer = partTwo.grievanceOfficer;
  const clauses: [ClauseTitle, string][] = [
    ['clause10Title', texts.clause10],
    ['clause11Title', texts.clause11],
    ['clause12Title', partTwo.mayBeTransferred ? texts.clause12Yes : texts.clause12No],
    [
      'clause13Title',
      fill(texts.clause13, { officer: officer.name, phone: officer.phone, email: officer.email }),
    ],
    ['clause14Title', texts.clause14],
    ['clause15Title', fill(texts.clause15, { place: data.place })],
  ];
  return clauses.map(([title, text]) => [texts[title], text]);
}

/** The clauses under their heading, each under its numbered title. */
export function clausesSection(heading: string, clauses: readonly Clause[]): PdfBlock[] {
  return [
    { kind: 'heading', level: 2, text: heading },
    ...clauses.flatMap(([title, text]): PdfBlock[] => [
      { kind: 'heading', level: 3, text: title },
      { kind: 'paragraph', text },
    ]),
  ];
}

/**
 * The standard clauses, numbered 1 to 15. Clause 9's example follows RBI's clarification of
 * 12 Nov 2021 on the loan's own first due date: overdue at that day's end, SMA-1 30 days later,
 * SMA-2 at 60 and NPA at 90 (31 Mar, 30 Apr, 30 May, 29 Jun in RBI's example).
 */
export function clauseBlocks(
  data: LoanAgreementData<KeyFactStatement>,
  texts: AgreementTexts,
  language: PdfLanguage,
): PdfBlock[] {
  const { kfs, lender } = data;
  const { partOne, annexB, partTwo } = kfs;
  const clauses: [ClauseTitle, string][] = [
    [
      'clause1Title',
      fill(texts.clause1, {
        lenderName: lender.legalName,
        amount: formatAmount(partOne.loanAmount),
        proposalNumber: kfs.proposalNumber,
      }),
    ],
    ['clause2Title', fill(texts.clause2, { netDisbursed: formatAmount(annexB.netDisbursed) })],
    [
      'clause3Title',
      fill(texts.clause3, {
        annualFlat: formatBasisPointsAsPercent(partOne.interest.annualRate),
        totalInterest: formatAmount(annexB.totalInterest),
      }),
    ],
    ['clause4Title', fill(texts.clause4, { count: partOne.instalments.count })],
    ['clause5Title', texts.clause5],
    ['clause6Title', fill(texts.clause6, { days: partTwo.coolingOffDays })],
    ['clause7Title', texts.clause7],
    ['clause8Title', texts.clause8],
    ['clause9Title', fill(texts.clause9, overdueExample(annexB.firstDueDate, language))],
  ];
  return clausesSection(texts.clausesHeading, [
    ...clauses.map(([title, text]): Clause => [texts[title], text]),
    ...closingClauses(data, texts),
  ]);
}
