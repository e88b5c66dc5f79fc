import type { CreditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';
import { formatBasisPointsAsPercent } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { closingClauses, clausesSection, overdueExample, type Clause } from './agreement-clause-blocks.ts';
import type { AgreementLineTexts } from './agreement-line-texts.ts';
import { closingSummaryRows } from './agreement-summary-blocks.ts';
import type { AgreementTexts } from './agreement-texts.ts';
import { fill, formatAmount } from './document-format.ts';
import { convenienceRuleText } from './kfs-line-blocks.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

type LineAgreement = LoanAgreementData<CreditLineKeyFactStatement>;

/** A line's summary box: its limit, period, rate on what is drawn, bill, fees and illustrative APR, in place of a loan's amount, EMI and schedule. */
export function lineSummaryBoxBlocks(
  data: LineAgreement,
  texts: AgreementTexts,
  line: AgreementLineTexts,
): PdfBlock[] {
  const { kfs } = data;
  const { partOne } = kfs;
  const processing = partOne.fees.find((fee) => fee.kind === 'processing');
  return [
    { kind: 'heading', level: 2, text: line.summaryHeading },
    { kind: 'note', text: fill(line.summaryIntro, { proposalNumber: kfs.proposalNumber }) },
    {
      kind: 'key-value',
      rows: [
        { label: line.limit, value: formatAmount(partOne.limit) },
        { label: line.drawPeriod, value: fill(line.drawPeriodValue, { count: partOne.tenureMonths }) },
        {
          label: line.rate,
          value: fill(line.rateValue, { rate: formatBasisPointsAsPercent(partOne.interest.annualRate) }),
        },
        {
          label: line.bills,
          value: fill(line.billsValue, { billDay: partOne.billing.billDay, dueDay: partOne.billing.dueDay }),
        },
        ...(processing && processing.total > 0
          ? [
              {
                label: line.processingFee,
                value: fill(line.processingFeeValue, { total: formatAmount(processing.total) }),
              },
            ]
          : []),
        {
          label: line.convenienceFee,
          value: convenienceRuleText(partOne.convenienceFeeRule, partOne.gstRate, {
            percent: line.convenienceFeePercent,
            fixed: line.convenienceFeeFixed,
          }),
        },
        { label: line.apr, value: fill(line.aprValue, { apr: partOne.apr.percent }) },
        ...closingSummaryRows(data, texts),
      ],
    },
  ];
}

/**
 * A line's clauses, numbered 1 to 15 as a loan's: 1 to 9 in the line's words (drawn in parts up
 * to the limit, billed monthly, each bill debited by the mandate), 10 to 15 as a loan's. Clause 9's
 * example is the illustration's first due date.
 */
export function lineClauseBlocks(
  data: LineAgreement,
  texts: AgreementTexts,
  line: AgreementLineTexts,
  language: PdfLanguage,
): PdfBlock[] {
  const { kfs } = data;
  const { partOne, partTwo } = kfs;
  const rate = formatBasisPointsAsPercent(partOne.interest.annualRate);
  const { billDay, dueDay } = partOne.billing;
  const firstDue = kfs.illustration.bills[0]?.dueDate;
  if (!firstDue) throw new RangeError('A line KFS illustrates at least one bill');
  const clauses: Clause[] = [
    [
      line.clause1Title,
      fill(line.clause1, {
        lenderName: data.lender.legalName,
        limit: formatAmount(partOne.limit),
        count: partOne.tenureMonths,
        proposalNumber: kfs.proposalNumber,
      }),
    ],
    [line.clause2Title, line.clause2],
    [line.clause3Title, fill(line.clause3, { rate })],
    [line.clause4Title, fill(line.clause4, { billDay, dueDay })],
    [texts.clause5Title, line.clause5],
    [texts.clause6Title, fill(line.clause6, { days: partTwo.coolingOffDays })],
    [texts.clause7Title, line.clause7],
    [texts.clause8Title, line.clause8],
    [texts.clause9Title, fill(line.clause9, overdueExample(firstDue, language))],
  ];
  return clausesSection(line.clausesHeading, [...clauses, ...closingClauses(data, texts)]);
}
