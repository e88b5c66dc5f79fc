import { formatRupees, paise, sumPaise, type Paise } from '@kredo/domain/money';

import type { PdfBlock, PdfLanguage } from '../../lib/pdf/pdf-document.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { fill, formatAmount, formatDate, formatPercent } from './document-format.ts';
import { startOfIndianDay } from './key-fact-statement-pdf.ts';
import type {
  LoanTerms,
  StatementOfAccountData,
  StatementTransaction,
  StatementTransactionKind,
} from './loan-document-data.ts';
import { statementOfAccountTexts, type StatementOfAccountTexts } from './statement-of-account-texts.ts';

// The columns' headers carry the '₹'.
const amount = (value: Paise) => formatRupees(value);
const blankIfNil = (value: Paise) => (value === 0 ? '' : amount(value));

function statusText(loan: LoanTerms, texts: StatementOfAccountTexts, language: PdfLanguage): string {
  if (loan.status === 'DISBURSED' || !loan.closedOn) return texts.statusActive;
  const date = formatDate(loan.closedOn, language);
  return fill(loan.status === 'PRE_CLOSED' ? texts.statusPreClosed : texts.statusClosed, { date });
}

function headerBlocks(
  data: StatementOfAccountData,
  texts: StatementOfAccountTexts,
  language: PdfLanguage,
): PdfBlock[] {
  const { lender, loan } = data;
  return [
    { kind: 'heading', level: 1, text: texts.title },
    {
      kind: 'paragraph',
      text: [
        fill(texts.lender, { legalName: lender.legalName, name: lender.name }),
        lender.registeredAddress,
        fill(texts.registration, { registration: lender.registration }),
      ].join('\n'),
    },
    { kind: 'paragraph', bold: true, text: fill(texts.asOf, { date: formatDate(data.asOf, language) }) },
    { kind: 'heading', level: 2, text: texts.loanHeading },
    {
      kind: 'key-value',
      rows: [
        { label: texts.borrower, value: data.borrowerName },
        { label: texts.accountNumber, value: loan.accountNumber },
        { label: texts.loanAmount, value: formatAmount(loan.amount) },
        { label: texts.disbursalDate, value: formatDate(loan.disbursalDate, language) },
        {
          label: texts.rate,
          value: fill(texts.rateValue, {
            annualFlat: formatPercent(loan.annualFlatRate),
            apr: formatPercent(loan.apr),
          }),
        },
        { label: texts.tenure, value: fill(texts.months, { count: loan.tenureMonths }) },
        { label: texts.instalmentAmount, value: formatAmount(loan.instalment) },
        { label: texts.status, value: statusText(loan, texts, language) },
      ],
    },
  ];
}

function scheduleBlocks(
  data: StatementOfAccountData,
  texts: StatementOfAccountTexts,
  language: PdfLanguage,
): PdfBlock[] {
  const { schedule, loan } = data;
  const foreclosedAfter = loan.status === 'PRE_CLOSED' ? loan.closedOn : null;
  return [
    { kind: 'heading', level: 2, text: texts.scheduleHeading },
    {
      kind: 'table',
      columns: [
        { header: texts.instalmentNo, width: 12, align: 'center' },
        { header: texts.dueDate, width: 17 },
        { header: texts.principal, width: 17, align: 'right' },
        { header: texts.interest, width: 16, align: 'right' },
        { header: texts.instalment, width: 17, align: 'right' },
        { header: texts.paidOn, width: 21 },
      ],
      rows: schedule.map((row) => [
        String(row.instalmentNumber),
        formatDate(row.dueDate, language),
        amount(row.principal),
        amount(row.interest),
        amount(row.instalment),
        row.paidOn
          ? formatDate(row.paidOn, language)
          : foreclosedAfter && row.dueDate > foreclosedAfter
            ? texts.foreclosed
            : texts.notPaid,
      ]),
      totals: [
        texts.total,
        '',
        amount(sumPaise(schedule.map((row) => row.principal))),
        amount(sumPaise(schedule.map((row) => row.interest))),
        amount(sumPaise(schedule.map((row) => row.instalment))),
        '',
      ],
    },
  ];
}

const kindTexts: Record<StatementTransactionKind, keyof StatementOfAccountTexts> = {
  disbursal: 'disbursal',
  'disbursal-reversed': 'disbursalReversed',
  'interest-due': 'interestDue',
  'interest-to-closure': 'interestToClosure',
  payment: 'payment',
  'penal-charge': 'penalCharge',
  'bounce-charge': 'bounceCharge',
  'foreclosure-charge': 'foreclosureCharge',
  refund: 'refund',
  reversal: 'reversal',
};

/** The line's particulars in the reader's language, with the ledger's reference under them. */
export function particulars(transaction: StatementTransaction, texts: StatementOfAccountTexts): string {
  const label = fill(texts[kindTexts[transaction.kind]], { number: transaction.instalmentNumber ?? '' });
  return transaction.reference ? `${label}\n${transaction.reference}` : label;
}

function transactionBlocks(
  data: StatementOfAccountData,
  texts: StatementOfAccountTexts,
  language: PdfLanguage,
): PdfBlock[] {
  const { transactions } = data;
  const closing = transactions.at(-1)?.balance ?? paise(0);
  const heading: PdfBlock = { kind: 'heading', level: 2, text: texts.transactionsHeading };
  if (transactions.length === 0) return [heading, { kind: 'paragraph', text: texts.noTransactions }];
  return [
    heading,
    { kind: 'note', text: texts.transactionsNote },
    {
      kind: 'table',
      columns: [
        { header: texts.date, width: 15 },
        { header: texts.narration, width: 37 },
        { header: texts.debit, width: 16, align: 'right' },
        { header: texts.credit, width: 16, align: 'right' },
        { header: texts.balance, width: 16, align: 'right' },
      ],
      rows: transactions.map((line) => [
        formatDate(line.date, language),
        particulars(line, texts),
        blankIfNil(line.debit),
        blankIfNil(line.credit),
        amount(line.balance),
      ]),
      totals: [
        texts.total,
        '',
        amount(sumPaise(transactions.map((line) => line.debit))),
        amount(sumPaise(transactions.map((line) => line.credit))),
        amount(closing),
      ],
    },
    {
      kind: 'paragraph',
      bold: true,
      text: `${fill(texts.closingBalance, { date: formatDate(data.asOf, language) })}: ${formatAmount(closing)}`,
    },
  ];
}

/** The statement: the lender, the loan, its schedule with the day each instalment was paid, its transactions. */
export function statementOfAccountBlocks(data: StatementOfAccountData, language: PdfLanguage): PdfBlock[] {
  const texts = statementOfAccountTexts[language];
  return [
    ...headerBlocks(data, texts, language),
    ...scheduleBlocks(data, texts, language),
    ...transactionBlocks(data, texts, language),
  ];
}

/** The statement as a PDF, dated its 'as of' day: the same statement gives the same bytes. */
export function renderStatementOfAccountPdf(
  data: StatementOfAccountData,
  language: PdfLanguage,
  createdAt: Date = startOfIndianDay(data.asOf),
): Promise<Uint8Array> {
  const texts = statementOfAccountTexts[language];
  return renderPdf({
    title: `${texts.title} ${data.loan.accountNumber}`,
    language,
    author: data.lender.legalName,
    createdAt,
    footer: texts.footer,
    blocks: statementOfAccountBlocks(data, language),
  });
}
