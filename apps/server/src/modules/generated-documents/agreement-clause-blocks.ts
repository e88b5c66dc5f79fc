import { addDays } from '@kredo/domain/working-days';
import { formatBasisPointsAsPercent } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import type { AgreementTexts } from './agreement-texts.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

type ClauseTitle = `clause${number}Title` & keyof AgreementTexts;

/**
 * The standard clauses, numbered 1 to 15. Clause 9's example follows RBI's clarification of
 * 12 Nov 2021 on the loan's own first due date: overdue at that day's end, SMA-1 30 days later,
 * SMA-2 at 60 and NPA at 90 (31 Mar, 30 Apr, 30 May, 29 Jun in RBI's example).
 */
export function clauseBlocks(
  data: LoanAgreementData,
  texts: AgreementTexts,
  language: PdfLanguage,
): PdfBlock[] {
  const { kfs, lender } = data;
  const { partOne, annexB, partTwo } = kfs;
  const due = annexB.firstDueDate;
  const date = (days: number) => formatDate(addDays(due, days), language);
  const officer = partTwo.grievanceOfficer;
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
    ['clause9Title', fill(texts.clause9, { due: date(0), sma1: date(30), sma2: date(60), npa: date(90) })],
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
  return [
    { kind: 'heading', level: 2, text: texts.clausesHeading },
    ...clauses.flatMap(([title, text]): PdfBlock[] => [
      { kind: 'heading', level: 3, text: texts[title] },
      { kind: 'paragraph', text },
    ]),
  ];
}
