import type { ContingentCharge, KeyFactStatement, KfsFee } from '@kredo/domain/key-fact-statement';
import { formatBasisPointsAsPercent, paise } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { fill, formatAmount, formatDate } from './document-format.ts';
import type { KfsTexts } from './kfs-texts.ts';

/** The instalment as Annex A states it, with the few first instalments a paisa larger when the total does not divide. */
export function instalmentText(
  kfs: KeyFactStatement,
  texts: KfsTexts,
  key: 'instalmentAmount' | 'bEpiValue',
) {
  const { amount, count, firstWithOnePaisaMore: first } = kfs.partOne.instalments;
  const odd = key === 'instalmentAmount' ? texts.instalmentAmountOdd : texts.bEpiValueOdd;
  return first > 0
    ? fill(odd, { amount: formatAmount(amount), count, first, larger: formatAmount(paise(amount + 1)) })
    : fill(texts[key], { amount: formatAmount(amount), count });
}

function feeText(fee: KfsFee, texts: KfsTexts): string {
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

function contingentText(kfs: KeyFactStatement, texts: KfsTexts): string {
  return (Object.keys(chargeKeys) as ContingentCharge['kind'][])
    .map((kind) => {
      const stated = kfs.partOne.contingentCharges.filter((charge) => charge.kind === kind);
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
        { number: '10', label: texts.contingentCharges, value: contingentText(kfs, texts) },
      ],
    },
  ];
}
