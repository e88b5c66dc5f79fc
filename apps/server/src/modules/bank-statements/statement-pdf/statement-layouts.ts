import type { DateFormat } from './statement-dates.ts';
import type { StatementBank } from './statement-types.ts';

export type ColumnRole = 'date' | 'narration' | 'debit' | 'credit' | 'balance' | 'other';
export type LayoutColumn = { label: string; role: ColumnRole; align: 'left' | 'right' };

/** Where a statement prints its opening balance. */
export type OpeningBalanceRule =
  /** On a header line; the first capture group is the amount. */
  | { kind: 'labelled'; pattern: RegExp }
  /** In a summary table: the value under the label, on the line below it. */
  | { kind: 'summary'; label: string }
  /** As a row of the transaction table with a narration and a balance only. */
  | { kind: 'row'; narration: string };

/**
 * One bank's statement as its net banking prints it. The reader finds the column header row by its
 * labels (in order, on one line) and maps each cell to a column by the labels' x positions; the
 * header block's fields are read with the patterns, each applied to one line whose text items are
 * joined by two spaces (so a capture of single-spaced words stops at the next item).
 * The test statements are drawn from the same data (testing/generate-statement.ts).
 */
export type StatementLayout = {
  bank: StatementBank;
  columns: readonly LayoutColumn[];
  dateFormat: DateFormat;
  periodPattern: RegExp;
  periodDateFormat: DateFormat;
  holderPattern: RegExp;
  accountPattern: RegExp;
  openingBalance: OpeningBalanceRule;
  /** What an amount column shows when the row has none. */
  emptyAmount: '' | '0.00';
  amountGrouping: 'indian' | 'none';
  negativeBalance: 'minus' | 'dr-suffix';
};

const WORDS = String.raw`(\S+(?: \S+)*)`;
const left = (label: string, role: ColumnRole = 'other'): LayoutColumn => ({ label, role, align: 'left' });
const right = (label: string, role: ColumnRole): LayoutColumn => ({ label, role, align: 'right' });

export const statementLayouts: readonly StatementLayout[] = [
  {
    bank: 'HDFC',
    columns: [
      left('Date', 'date'),
      left('Narration', 'narration'),
      left('Chq./Ref.No.'),
      left('Value Dt'),
      right('Withdrawal Amt.', 'debit'),
      right('Deposit Amt.', 'credit'),
      right('Closing Balance', 'balance'),
    ],
    dateFormat: 'dd/mm/yy',
    periodPattern: /Statement From\s*:\s*(\d{2}\/\d{2}\/\d{4})\s+To\s*:\s*(\d{2}\/\d{2}\/\d{4})/,
    periodDateFormat: 'dd/mm/yyyy',
    // HDFC prints the holder unlabelled, with a title, on the line under the bank's name.
    holderPattern: new RegExp(String.raw`^(?:MR|MRS|MS|M/S)\.? ${WORDS}`),
    accountPattern: /Account No\s*:\s*(\d{6,20})/,
    openingBalance: { kind: 'summary', label: 'Opening Balance' },
    emptyAmount: '',
    amountGrouping: 'indian',
    negativeBalance: 'minus',
  },
  {
    bank: 'ICICI',
    columns: [
      left('S No.'),
      left('Value Date'),
      left('Transaction Date', 'date'),
      left('Cheque Number'),
      left('Transaction Remarks', 'narration'),
      right('Withdrawal Amount (INR )', 'debit'),
      right('Deposit Amount (INR )', 'credit'),
      right('Balance (INR )', 'balance'),
    ],
    dateFormat: 'dd/mm/yyyy',
    periodPattern: /for the period ([A-Za-z]+ \d{1,2}, \d{4}) - ([A-Za-z]+ \d{1,2}, \d{4})/,
    periodDateFormat: 'Month dd, yyyy',
    holderPattern: new RegExp(String.raw`^Name\s*:\s*${WORDS}`),
    accountPattern: /Account Number\s*:\s*([X*\d]{6,20})/,
    openingBalance: { kind: 'labelled', pattern: /Opening Balance\s*:\s*(?:INR\s*)?(-?[\d,]+\.\d{2})/ },
    emptyAmount: '0.00',
    amountGrouping: 'indian',
    negativeBalance: 'minus',
  },
  {
    bank: 'SBI',
    columns: [
      left('Txn Date', 'date'),
      left('Value Date'),
      left('Description', 'narration'),
      left('Ref No./Cheque No.'),
      right('Debit', 'debit'),
      right('Credit', 'credit'),
      right('Balance', 'balance'),
    ],
    dateFormat: 'd Mon yyyy',
    periodPattern: /Account Statement from (\d{1,2} [A-Za-z]{3} \d{4}) to (\d{1,2} [A-Za-z]{3} \d{4})/,
    periodDateFormat: 'd Mon yyyy',
    holderPattern: new RegExp(String.raw`^Account Name\s*:\s*${WORDS}`),
    accountPattern: /Account Number\s*:\s*(\d{6,20})/,
    openingBalance: {
      kind: 'labelled',
      pattern: /Balance as on \d{1,2} [A-Za-z]{3} \d{4}\s*:\s*([\d,]+\.\d{2}(?: ?(?:CR|DR))?)/,
    },
    emptyAmount: '',
    amountGrouping: 'indian',
    negativeBalance: 'dr-suffix',
  },
  {
    bank: 'AXIS',
    columns: [
      left('Tran Date', 'date'),
      left('Chq No'),
      left('Particulars', 'narration'),
      right('Debit', 'debit'),
      right('Credit', 'credit'),
      right('Balance', 'balance'),
      left('Init. Br'),
    ],
    dateFormat: 'dd-mm-yyyy',
    periodPattern: /From\s*:\s*(\d{2}-\d{2}-\d{4})\s+To\s*:\s*(\d{2}-\d{2}-\d{4})/,
    periodDateFormat: 'dd-mm-yyyy',
    holderPattern: new RegExp(String.raw`^Customer Name\s*:\s*${WORDS}`),
    accountPattern: /Account No\s*:\s*(\d{6,20})/,
    openingBalance: { kind: 'row', narration: 'OPENING BALANCE' },
    emptyAmount: '',
    amountGrouping: 'none',
    negativeBalance: 'minus',
  },
];

export function layoutOf(bank: StatementBank): StatementLayout {
  const layout = statementLayouts.find((candidate) => candidate.bank === bank);
  if (!layout) throw new Error(`No statement layout for ${bank}`);
  return layout;
}
