import type { CreditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';
import type { ConvenienceFeeRule } from '@kredo/domain/credit-line-terms';
import type { KfsFee } from '@kredo/domain/key-fact-statement';
import { formatBasisPointsAsPercent, formatRupees, sumPaise, type BasisPoints } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import type { KfsLineTexts } from './kfs-line-texts.ts';
import { contingentText, feeText } from './kfs-part-one-blocks.ts';
import type { KfsTexts } from './kfs-texts.ts';

/** The convenience fee as the line charges it on any drawdown: a rate with its minimum, or a fixed amount, plus GST. */
export function convenienceRuleText(
  rule: ConvenienceFeeRule,
  gstRate: BasisPoints,
  templates: { percent: string; fixed: string },
): string {
  const gst = formatBasisPointsAsPercent(gstRate);
  return rule.kind === 'percent'
    ? fill(templates.percent, {
        rate: formatBasisPointsAsPercent(rule.rate),
        minimum: formatAmount(rule.minimum),
        gstRate: gst,
      })
    : fill(templates.fixed, { amount: formatAmount(rule.amount), gstRate: gst });
}

const feeFigures = (fee: KfsFee) => ({
  total: formatAmount(fee.total),
  amount: formatAmount(fee.amount),
  gst: formatAmount(fee.gst),
});

/** Row 8: the processing fee once, the convenience fee on every drawdown (with its amount on the illustrative one). */
function feesTable(kfs: CreditLineKeyFactStatement, texts: KfsTexts, line: KfsLineTexts): PdfBlock {
  const { fees, convenienceFeeRule, gstRate } = kfs.partOne;
  const processing = fees
    .filter((fee) => fee.kind === 'processing' && fee.total > 0)
    .map((fee) => fill(line.processingFeeValue, feeFigures(fee)));
  const convenience = fees
    .filter((fee) => fee.kind === 'convenience')
    .map((fee) =>
      fill(texts.namedFee, {
        name: texts.convenienceFee,
        fee: [
          convenienceRuleText(convenienceFeeRule, gstRate, {
            percent: line.convenienceFeePercent,
            fixed: line.convenienceFeeFixed,
          }),
          fill(line.convenienceFeeIllustrative, feeFigures(fee)),
        ].join('\n'),
      }),
    );
  const thirdParty = fees
    .filter((fee) => fee.payableTo === 'third-party')
    .map((fee) => fill(texts.namedFee, { name: fee.name ?? texts.otherCharges, fee: feeText(fee, texts) }));
  const orNil = (lines: readonly string[]) => (lines.length ? lines.join('\n') : texts.nil);
  return {
    kind: 'table',
    columns: [
      { header: '8', width: 6 },
      { header: texts.feesHeading, width: 22 },
      { header: texts.feesToLender, width: 36 },
      { header: texts.feesToThirdParties, width: 36 },
    ],
    rows: [
      ['(i)', texts.processingFee, orNil(processing), texts.nil],
      ['(ii)', texts.insuranceCharges, texts.nil, texts.nil],
      ['(iii)', texts.valuationFees, texts.nil, texts.nil],
      ['(iv)', texts.otherCharges, orNil(convenience), orNil(thirdParty)],
    ],
  };
}

/**
 * Annex A part 1 of a line, in RBI's numbering: the limit in place of the sanctioned amount, the
 * drawdowns in place of the disbursal schedule, the monthly bill in place of the instalments.
 */
export function linePartOneBlocks(
  kfs: CreditLineKeyFactStatement,
  texts: KfsTexts,
  line: KfsLineTexts,
): PdfBlock[] {
  const { partOne } = kfs;
  // creditLineKeyFactStatement refuses a line that collects principal daily: its bills would not repay it.
  if (partOne.billing.principal !== 'on-due-date')
    throw new RangeError('A line KFS states bills that carry the principal drawn');
  return [
    { kind: 'heading', level: 2, text: texts.partOneHeading },
    {
      kind: 'key-value',
      rows: [
        { number: '1', label: texts.proposalAndType, value: `${kfs.proposalNumber}\n${kfs.loanType}` },
        { number: '2', label: line.creditLimit, value: formatAmount(partOne.limit) },
        { number: '3', label: line.drawdowns, value: line.drawdownsValue },
        {
          number: '4',
          label: line.drawPeriod,
          value: fill(line.drawPeriodValue, { count: partOne.tenureMonths }),
        },
        {
          number: '5',
          label: line.billing,
          value: fill(line.billingValue, {
            billDay: partOne.billing.billDay,
            dueDay: partOne.billing.dueDay,
          }),
        },
        {
          number: '6',
          label: texts.interestRate,
          value: fill(line.interestValue, {
            rate: formatBasisPointsAsPercent(partOne.interest.annualRate),
          }),
        },
        { number: '7', label: texts.floatingRate, value: texts.notApplicableFixed },
      ],
    },
    feesTable(kfs, texts, line),
    { kind: 'note', text: line.feesFootnote },
    {
      kind: 'key-value',
      rows: [
        { number: '9', label: texts.apr, value: fill(line.aprValue, { apr: partOne.apr.percent }) },
        {
          number: '10',
          label: texts.contingentCharges,
          value: contingentText(partOne.contingentCharges, texts),
        },
      ],
    },
  ];
}

/**
 * In place of Annexes B and C: the whole limit drawn on the issue day, its bills each paid on its
 * due date, their totals and the APR they give. The agreement prints it as its Annex 1.
 */
export function lineIllustrationBlocks(
  kfs: CreditLineKeyFactStatement,
  texts: KfsTexts,
  line: KfsLineTexts,
  language: PdfLanguage,
  heading: string = line.illustrationHeading,
): PdfBlock[] {
  const { illustration: shown } = kfs;
  const drawnOn = formatDate(shown.drawnOn, language);
  return [
    { kind: 'heading', level: 2, text: heading },
    { kind: 'paragraph', text: fill(line.illustrationIntro, { date: drawnOn }) },
    {
      kind: 'key-value',
      rows: [
        {
          label: line.drawn,
          value: fill(line.drawnValue, { amount: formatAmount(shown.drawn), date: drawnOn }),
        },
        { label: line.received, value: fill(line.receivedValue, { amount: formatAmount(shown.received) }) },
      ],
    },
    {
      kind: 'table',
      // The columns' headers carry the '₹'.
      columns: [
        { header: line.billDate, width: 15 },
        { header: texts.dueDate, width: 15 },
        { header: texts.interest, width: 15, align: 'right' },
        { header: line.charges, width: 20, align: 'right' },
        { header: texts.principal, width: 17, align: 'right' },
        { header: line.billTotal, width: 18, align: 'right' },
      ],
      rows: shown.bills.map((bill) => [
        formatDate(bill.billDate, language),
        formatDate(bill.dueDate, language),
        formatRupees(bill.interest),
        formatRupees(bill.charges),
        formatRupees(bill.principal),
        formatRupees(bill.total),
      ]),
      totals: [
        texts.total,
        '',
        formatRupees(shown.totalInterest),
        formatRupees(shown.totalCharges),
        formatRupees(sumPaise(shown.bills.map((bill) => bill.principal))),
        formatRupees(shown.totalPayable),
      ],
    },
    {
      kind: 'key-value',
      rows: [
        { label: line.totalInterest, value: formatAmount(shown.totalInterest) },
        { label: line.totalCharges, value: formatAmount(shown.totalCharges) },
        { label: line.totalPayable, value: formatAmount(shown.totalPayable) },
        { label: texts.apr, value: `${shown.apr.percent}%` },
      ],
    },
    { kind: 'note', text: line.aprFootnote },
  ];
}
