import type { KeyFactStatement } from '@kredo/domain/key-fact-statement';
import { formatBasisPointsAsPercent, paise } from '@kredo/domain/money';

import type { PdfBlock, PdfKeyValueRow, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import type { AgreementTexts } from './agreement-texts.ts';
import { fill, formatAmount, formatDate, maskAccountNumber, maskPan } from './document-format.ts';
import { instalmentsText } from './kfs-part-one-blocks.ts';
import type { LoanAgreementData } from './loan-agreement-data.ts';

export function partiesBlocks(data: LoanAgreementData, texts: AgreementTexts): PdfBlock[] {
  const { lender, borrower } = data;
  return [
    { kind: 'heading', level: 2, text: texts.partiesHeading },
    {
      kind: 'key-value',
      rows: [
        {
          label: texts.lenderParty,
          value: [
            lender.legalName,
            lender.address,
            ...(lender.registration ? [fill(texts.registration, { registration: lender.registration })] : []),
          ].join('\n'),
        },
        {
          label: texts.borrowerParty,
          value: [
            borrower.name,
            borrower.address,
            fill(texts.mobile, { mobile: borrower.mobile }),
            fill(texts.pan, { pan: maskPan(borrower.panLast4) }),
          ].join('\n'),
        },
      ],
    },
  ];
}

/** The rows a loan's summary box and a line's end with: the account paid into and the cooling-off period. */
export function closingSummaryRows(data: LoanAgreementData, texts: AgreementTexts): PdfKeyValueRow[] {
  const account = data.disbursalAccount;
  return [
    {
      label: texts.disbursalAccount,
      value: fill(texts.accountValue, {
        bank: account.bankName ?? '',
        ifsc: account.ifsc,
        account: maskAccountNumber(account.accountNumberLast3),
      }).trim(),
    },
    {
      label: texts.coolingOffPeriod,
      value: fill(texts.coolingOffValue, { days: data.kfs.partTwo.coolingOffDays }),
    },
  ];
}

/** RBI asks for the KFS's key facts as a summary box at the head of the agreement. */
export function summaryBoxBlocks(
  data: LoanAgreementData<KeyFactStatement>,
  texts: AgreementTexts,
  language: PdfLanguage,
): PdfBlock[] {
  const { kfs } = data;
  const { partOne, annexB } = kfs;
  const instalment = instalmentsText(kfs.annexC, {
    even: texts.instalmentValue,
    last: texts.instalmentValueLast,
    firstLarger: texts.instalmentValueOdd,
  });
  const lastDue = kfs.annexC.at(-1)?.dueDate ?? annexB.firstDueDate;
  return [
    { kind: 'heading', level: 2, text: texts.summaryHeading },
    { kind: 'note', text: fill(texts.summaryIntro, { proposalNumber: kfs.proposalNumber }) },
    {
      kind: 'key-value',
      rows: [
        { label: texts.loanAmount, value: formatAmount(partOne.loanAmount) },
        { label: texts.tenure, value: fill(texts.months, { count: partOne.tenureMonths }) },
        { label: texts.instalment, value: instalment },
        {
          label: texts.rate,
          value: fill(texts.rateValue, {
            annualFlat: formatBasisPointsAsPercent(partOne.interest.annualRate),
            monthlyFlat: formatBasisPointsAsPercent(partOne.interest.monthlyRate),
            reducing: formatBasisPointsAsPercent(annexB.reducingBalanceRate),
          }),
        },
        {
          label: texts.fees,
          value: fill(texts.feesValue, {
            total: formatAmount(paise(annexB.feesToLender + annexB.feesToThirdParties)),
          }),
        },
        { label: texts.apr, value: `${partOne.apr.percent}%` },
        { label: texts.netDisbursed, value: formatAmount(annexB.netDisbursed) },
        { label: texts.totalPayable, value: formatAmount(annexB.totalPayable) },
        {
          label: texts.dueDay,
          value: fill(texts.dueDayValue, {
            day: annexB.dueDayOfMonth,
            first: formatDate(annexB.firstDueDate, language),
            last: formatDate(lastDue, language),
          }),
        },
        ...closingSummaryRows(data, texts),
      ],
    },
  ];
}
