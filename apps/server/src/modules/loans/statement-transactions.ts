import type { IsoDate } from '@kredo/domain/calendar-date';
import type { RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import type { AccountCode, JournalLine } from '@kredo/domain/ledger';
import { paise, type Paise } from '@kredo/domain/money';

import type { StatementTransaction } from '../generated-documents/loan-document-data.ts';
import type { StatementLine } from '../ledger/ledger.service.ts';

type Entry = Pick<StatementLine, 'businessDate' | 'kind' | 'narration' | 'lines'>;
type Row = Omit<StatementTransaction, 'balance'>;

/** Where money from the borrower lands; its debit in a receipt is what they paid. */
const receivingAccounts: readonly AccountCode[] = [
  'gateway-suspense',
  'nach-suspense',
  'collections-clearing',
];
const interestAccounts: readonly AccountCode[] = ['interest-receivable', 'interest-income'];
const chargedAccounts: readonly AccountCode[] = ['loan-principal', 'penal-receivable', 'fees-receivable'];

const total = (lines: readonly JournalLine[], keep: (line: JournalLine) => boolean) =>
  lines.filter(keep).reduce((sum, line) => sum + line.amount, 0);

/**
 * A receipt as the borrower sees it: what they paid (credit), and before it what it paid that was
 * never due by the schedule: the running period's interest and a charge on a foreclosure (debits).
 */
function receiptRows(entry: Entry, date: IsoDate, dueDates: ReadonlyMap<number, IsoDate>): Row[] {
  const notYetDue = (line: JournalLine) =>
    line.instalmentNumber !== null &&
    line.instalmentNumber !== undefined &&
    (dueDates.get(line.instalmentNumber) ?? date) > date;
  const closureInterest = -total(
    entry.lines,
    (line) => interestAccounts.includes(line.account) && notYetDue(line),
  );
  const charge = -total(entry.lines, (line) => line.account === 'fee-income');
  const paid = total(entry.lines, (line) => receivingAccounts.includes(line.account) && line.amount > 0);
  const row = (kind: Row['kind'], debit: number, credit: number, reference: string | null = null): Row => ({
    date,
    kind,
    instalmentNumber: null,
    reference,
    debit: paise(debit),
    credit: paise(credit),
  });
  return [
    ...(closureInterest > 0 ? [row('interest-to-closure', closureInterest, 0)] : []),
    ...(charge > 0 ? [row('foreclosure-charge', charge, 0)] : []),
    ...(paid > 0 ? [row('payment', 0, paid, entry.narration)] : []),
  ];
}

/** The lines of one ledger entry the borrower's statement shows; accruals, write-offs and advances applied move nothing they owe. */
function entryRows(entry: Entry, dueDates: ReadonlyMap<number, IsoDate>): Row[] {
  const date = entry.businessDate as IsoDate;
  const positive = (account: AccountCode) =>
    total(entry.lines, (line) => line.account === account && line.amount > 0);
  const instalmentOf = (account: AccountCode) =>
    entry.lines.find((line) => line.account === account)?.instalmentNumber ?? null;
  const row = (kind: Row['kind'], amount: number, options: Partial<Row> = {}): Row[] =>
    amount === 0
      ? []
      : [
          {
            date,
            kind,
            instalmentNumber: null,
            reference: null,
            debit: paise(Math.max(0, amount)),
            credit: paise(Math.max(0, -amount)),
            ...options,
          },
        ];
  switch (entry.kind) {
    case 'disbursal':
      return row('disbursal', positive('loan-principal'), { reference: entry.narration });
    case 'disbursal-reversal':
      return row(
        'disbursal-reversed',
        total(entry.lines, (line) => line.account === 'loan-principal'),
      );
    case 'receipt':
      return receiptRows(entry, date, dueDates);
    case 'penal-charge':
      return row('penal-charge', positive('penal-receivable'), {
        instalmentNumber: instalmentOf('penal-receivable'),
      });
    case 'bounce-charge':
      return row('bounce-charge', positive('fees-receivable'), {
        instalmentNumber: instalmentOf('fees-receivable'),
      });
    case 'refund':
      return row('refund', positive('borrower-advances'));
    case 'reversal':
      // A correction: what it takes off a charge, or gives back of a payment.
      return row(
        'reversal',
        total(entry.lines, (line) => chargedAccounts.includes(line.account)) -
          total(entry.lines, (line) => receivingAccounts.includes(line.account)),
      );
    default:
      return [];
  }
}

/**
 * The loan's transactions as its borrower's statement lists them, through `asOf`, each with what
 * is owed after it. Interest is charged as the borrower contracted it, each instalment's on its due
 * date (until the loan closes), not as the ledger accrues it for the lender's books; a write-off or
 * an NPA's interest reversal is the lender's accounting and owes the borrower nothing. So the
 * balance is the principal outstanding with the interest and charges due and unpaid, less any
 * advance: nil on a loan paid off.
 */
export function statementTransactions(input: {
  entries: readonly Entry[];
  schedule: readonly RepaymentRow[];
  closedOn: IsoDate | null;
  asOf: IsoDate;
}): StatementTransaction[] {
  const { asOf, closedOn } = input;
  const dueDates = new Map(input.schedule.map((row) => [row.instalmentNumber, row.dueDate]));
  const interest = input.schedule
    .filter(
      (row) => row.dueDate <= asOf && (closedOn === null || row.dueDate <= closedOn) && row.interest > 0,
    )
    .map((row): Row => ({
      date: row.dueDate,
      kind: 'interest-due',
      instalmentNumber: row.instalmentNumber,
      reference: null,
      debit: row.interest,
      credit: paise(0),
    }));
  const ledger = input.entries
    .filter((entry) => entry.businessDate <= asOf)
    .flatMap((entry) => entryRows(entry, dueDates));
  // A due date's interest comes before that day's movements: a payment on the day pays it.
  const ordered = [
    ...interest.map((row, index) => ({ row, rank: 0, index })),
    ...ledger.map((row, index) => ({ row, rank: 1, index })),
  ]
    .sort((a, b) =>
      a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : a.rank - b.rank || a.index - b.index,
    )
    .map(({ row }) => row);
  let balance = 0;
  return ordered.map((row) => {
    balance += row.debit - row.credit;
    return { ...row, balance: paise(balance) as Paise };
  });
}
