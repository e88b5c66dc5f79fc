import type { KeyFactStatement } from '@kredo/domain/key-fact-statement';
import { formatBasisPointsAsPercent, formatRupees, sumPaise, type Paise } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import { instalmentText } from './kfs-part-one-blocks.ts';
import type { KfsTexts } from './kfs-texts.ts';

/** Annex B: RBI's APR illustration, rows 1 to 11, filled with this loan's own figures. */
export function annexBBlocks(kfs: KeyFactStatement, texts: KfsTexts, language: PdfLanguage): PdfBlock[] {
  const b = kfs.annexB;
  const rate = fill(texts.interestRateValue, {
    annualFlat: formatBasisPointsAsPercent(b.annualFlatRate),
    monthlyFlat: formatBasisPointsAsPercent(kfs.partOne.interest.monthlyRate),
    reducing: formatBasisPointsAsPercent(b.reducingBalanceRate),
  });
  const rows: string[][] = [
    ['1', texts.bSanctioned, formatAmount(b.sanctionedAmount)],
    ['2', texts.bTerm, fill(texts.months, { count: b.tenureMonths })],
    ['', texts.bPrincipalInstalments, texts.notApplicable],
    ['', texts.bEpi, instalmentText(kfs, texts, 'bEpiValue')],
    ['', texts.bCapitalised, texts.nil],
    ['', texts.bCommencement, formatDate(b.firstDueDate, language)],
    ['3', texts.bRateType, texts.fixed],
    ['4', texts.bRate, rate],
    ['5', texts.bTotalInterest, formatAmount(b.totalInterest)],
    [
      '6',
      texts.bFees,
      fill(texts.bFeesValue, {
        toLender: formatAmount(b.feesToLender),
        toThirdParties: formatAmount(b.feesToThirdParties),
      }),
    ],
    ['7', texts.bNetDisbursed, formatAmount(b.netDisbursed)],
    ['8', texts.bTotalPayable, formatAmount(b.totalPayable)],
    ['9', texts.bApr, fill(texts.bAprValue, { apr: b.apr.percent })],
    [
      '10',
      texts.bDisbursement,
      fill(texts.bDisbursementValue, { date: formatDate(b.disbursalDate, language) }),
    ],
    [
      '11',
      texts.bDueDate,
      fill(texts.bDueDateValue, { day: b.dueDayOfMonth, first: formatDate(b.firstDueDate, language) }),
    ],
  ];
  return [
    { kind: 'heading', level: 2, text: texts.annexBHeading },
    {
      kind: 'table',
      columns: [
        { header: '', width: 6 },
        { header: texts.parameter, width: 50 },
        { header: texts.details, width: 44 },
      ],
      rows,
    },
  ];
}

/**
 * Annex C: every instalment with its due date, split into principal and interest, and the columns'
 * totals. The agreement prints the same table as its own annex, under its own heading.
 */
export function annexCBlocks(
  kfs: KeyFactStatement,
  texts: KfsTexts,
  language: PdfLanguage,
  heading: string = texts.annexCHeading,
): PdfBlock[] {
  const rows = kfs.annexC;
  // The columns' headers carry the '₹'.
  const amount = (value: Paise) => formatRupees(value);
  return [
    { kind: 'heading', level: 2, text: heading },
    {
      kind: 'note',
      text: fill(texts.annexCNote, { reducing: formatBasisPointsAsPercent(kfs.annexB.reducingBalanceRate) }),
    },
    {
      kind: 'table',
      columns: [
        { header: texts.instalmentNo, width: 13, align: 'center' },
        { header: texts.dueDate, width: 16 },
        { header: texts.outstandingPrincipal, width: 20, align: 'right' },
        { header: texts.principal, width: 17, align: 'right' },
        { header: texts.interest, width: 16, align: 'right' },
        { header: texts.instalment, width: 18, align: 'right' },
      ],
      rows: rows.map((row) => [
        String(row.instalmentNumber),
        formatDate(row.dueDate, language),
        amount(row.outstandingPrincipal),
        amount(row.principal),
        amount(row.interest),
        amount(row.instalment),
      ]),
      totals: [
        texts.total,
        '',
        '',
        amount(sumPaise(rows.map((row) => row.principal))),
        amount(sumPaise(rows.map((row) => row.interest))),
        amount(sumPaise(rows.map((row) => row.instalment))),
      ],
    },
  ];
}
