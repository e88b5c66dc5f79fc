import { instalmentFigures } from '@kredo/domain/instalment-figures';
import type { ContingentCharge, KeyFactStatement, KfsFee } from '@kredo/domain/key-fact-statement';
import type { RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import { formatBasisPointsAsPercent, paise } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import type { KfsTexts } from './kfs-texts.ts';

/** The three ways a schedule's instalments are stated: all equal, all the EMI but the last, and (a KFS issued before the EMI was rounded up) the first few a paisa larger. */
export type InstalmentTemplates = { even: string; last: string; firstLarger: string };

/**
 * The instalments as the KFS and the agreement state them, read from the schedule itself by
 * `instalmentFigures`: the EMI times the count, with the last instalment where it differs. A KFS
 * stored when the odd paise went one each to the first instalments is stated as it was issued.
 */
export function instalmentsText(annexC: readonly RepaymentRow[], templates: InstalmentTemplates): string {
  const instalments = annexC.map((row) => row.instalment);
  const { emi, count, lastInstalment } = instalmentFigures(instalments);
  const amount = formatAmount(emi);
  if (lastInstalment === null) return fill(templates.even, { amount, count });
  if (instalments.slice(0, -1).every((instalment) => instalment === emi))
    return fill(templates.last, { amount, count, last: formatAmount(lastInstalment) });
  const smaller = paise(Math.min(...instalments));
  return fill(templates.firstLarger, {
    amount: formatAmount(smaller),
    count,
    first: instalments.filter((instalment) => instalment > smaller).length,
    larger: formatAmount(emi),
  });
}

/** The instalment as Annex A (and Annex B) state it. */
export function instalmentText(
  kfs: KeyFactStatement,
  texts: KfsTexts,
  key: 'instalmentAmount' | 'bEpiValue',
) {
  return key === 'instalmentAmount'
    ? instalmentsText(kfs.annexC, {
        even: texts.instalmentAmount,
        last: texts.instalmentAmountLast,
        firstLarger: texts.instalmentAmountOdd,
      })
    : instalmentsText(kfs.annexC, {
        even: texts.bEpiValue,
        last: texts.bEpiValueLast,
        firstLarger: texts.bEpiValueOdd,
      });
}

/** A fee with its GST and how often it is charged, as row 8 states it. */
export function feeText(fee: KfsFee, texts: KfsTexts): string {
  const figures = {
    total: formatAmount(fee.total),
    amount: formatAmount(fee.amount),
    gst: formatAmount(fee.gst),
  };
  if (fee.recurrence === 'recurring') return fill(texts.feeRecurring, figures);
  return fee.rate === null
    ? fill(texts.feeOneTime, figures)
    : fill(texts.feeOneTimeWithRate, { ...figures, rate: formatBasisPointsAsPercent(fee.rate) });
}

const orNil = (lines: readonly string[], texts: KfsTexts) => (lines.length ? lines.join('\n') : texts.nil);

/** Row 8: each fee under the lender (A) or the third parties paid through it (B). */
function feesTable(kfs: KeyFactStatement, texts: KfsTexts): PdfBlock {
  const fees = kfs.partOne.fees;
  const processing = fees.filter((fee) => fee.kind === 'processing').map((fee) => feeText(fee, texts));
  const convenience = fees
    .filter((fee) => fee.kind === 'convenience')
    .map((fee) => fill(texts.namedFee, { name: texts.convenienceFee, fee: feeText(fee, texts) }));
  const thirdParty = fees
    .filter((fee) => fee.payableTo === 'third-party')
    .map((fee) => fill(texts.namedFee, { name: fee.name ?? texts.otherCharges, fee: feeText(fee, texts) }));
  return {
    kind: 'table',
    columns: [
      { header: '8', width: 6 },
      { header: texts.feesHeading, width: 22 },
      { header: texts.feesToLender, width: 36 },
      { header: texts.feesToThirdParties, width: 36 },
    ],
    rows: [
      ['(i)', texts.processingFee, orNil(processing, texts), texts.nil],
      ['(ii)', texts.insuranceCharges, texts.nil, texts.nil],
      ['(iii)', texts.valuationFees, texts.nil, texts.nil],
      ['(iv)', texts.otherCharges, orNil(convenience, texts), orNil(thirdParty, texts)],
    ],
  };
}

const chargeKeys: Record<ContingentCharge['kind'], keyof KfsTexts> = {
  'penal-delayed-payment': 'penalDelayed',
  'other-penal': 'otherPenal',
  foreclosure: 'foreclosure',
  'rate-switch': 'rateSwitch',
  other: 'anyOther',
};

/** Row 10: each kind of contingent charge RBI lists, with what the lender states for it or 'Nil'. A line states them as a loan does. */
export function contingentText(charges: readonly ContingentCharge[], texts: KfsTexts): string {
  return (Object.keys(chargeKeys) as ContingentCharge['kind'][])
    .map((kind) => {
      const stated = charges.filter((charge) => charge.kind === kind);
      const charge = stated.length ? stated.map((item) => item.description).join('; ') : texts.nil;
      return fill(texts[chargeKeys[kind]], { charge });
    })
    .join('\n');
}

/** Annex A part 1, rows 1 to 10 in RBI's numbering. */
export function partOneBlocks(kfs: KeyFactStatement, texts: KfsTexts, language: PdfLanguage): PdfBlock[] {
  const { partOne, annexB } = kfs;
  const { instalments, interest } = partOne;
  return [
    { kind: 'heading', level: 2, text: texts.partOneHeading },
    {
      kind: 'key-value',
      rows: [
        { number: '1', label: texts.proposalAndType, value: `${kfs.proposalNumber}\n${kfs.loanType}` },
        { number: '2', label: texts.sanctionedAmount, value: formatAmount(partOne.loanAmount) },
        {
          number: '3',
          label: texts.disbursalSchedule,
          value: fill(texts.disbursalUpfront, { date: formatDate(partOne.disbursal.date, language) }),
        },
        { number: '4', label: texts.loanTerm, value: fill(texts.months, { count: partOne.tenureMonths }) },
        {
          number: '5',
          label: texts.instalmentDetails,
          value: [
            texts.instalmentType,
            fill(texts.instalmentCount, { count: instalments.count }),
            instalmentText(kfs, texts, 'instalmentAmount'),
            fill(texts.commencement, { date: formatDate(instalments.firstDueDate, language) }),
          ].join('\n'),
        },
        {
          number: '6',
          label: texts.interestRate,
          value: fill(texts.interestRateValue, {
            annualFlat: formatBasisPointsAsPercent(interest.annualRate),
            monthlyFlat: formatBasisPointsAsPercent(interest.monthlyRate),
            reducing: formatBasisPointsAsPercent(annexB.reducingBalanceRate),
          }),
        },
        { number: '7', label: texts.floatingRate, value: texts.notApplicableFixed },
      ],
    },
    feesTable(kfs, texts),
    { kind: 'note', text: texts.feesFootnote },
    {
      kind: 'key-value',
      rows: [
        { number: '9', label: texts.apr, value: fill(texts.aprValue, { apr: partOne.apr.percent }) },
        {
          number: '10',
          label: texts.contingentCharges,
          value: contingentText(partOne.contingentCharges, texts),
        },
      ],
    },
  ];
}
