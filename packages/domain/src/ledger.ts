import { paise, type Paise } from './money.ts';

/**
 * The double-entry ledger's rules: a chart of accounts every lender keeps, and journal entries
 * whose lines sum to zero. An amount is signed: a debit is positive, a credit negative, so an
 * asset or expense account's balance is positive and a liability or income account's negative.
 * Entries are append-only; a correction is the reversing entry of the one it corrects.
 */

export const accountTypes = ['asset', 'liability', 'income', 'expense'] as const;
export type AccountType = (typeof accountTypes)[number];

/** The chart of accounts each lender keeps (reference/lending-rules.md §2.2, Fineract's GL set). */
export const chartOfAccounts = {
  /** Principal lent and not yet repaid, due or not. */
  'loan-principal': { type: 'asset', name: 'Loan principal receivable' },
  /** Interest earned (accrued) and not yet received. */
  'interest-receivable': { type: 'asset', name: 'Interest receivable' },
  /** Bounce charges (and any GST a lender charges on them) levied and not yet received. */
  'fees-receivable': { type: 'asset', name: 'Fees receivable' },
  /** Penal charges levied and not yet received. */
  'penal-receivable': { type: 'asset', name: 'Penal charges receivable' },
  'interest-income': { type: 'income', name: 'Interest income' },
  'fee-income': { type: 'income', name: 'Fee income' },
  'penal-income': { type: 'income', name: 'Penal charges income' },
  /** Money received on loans already written off. */
  'recoveries-income': { type: 'income', name: 'Recoveries on written-off loans' },
  'gst-payable': { type: 'liability', name: 'GST payable' },
  /** Payouts to borrowers, funded by the lender's bank account: what the payout bank paid out. */
  'disbursal-clearing': { type: 'liability', name: 'Disbursal clearing' },
  /** Money collected and settled, owed onward to the lender's collection account. */
  'collections-clearing': { type: 'asset', name: 'Collections clearing' },
  /** Payments captured by the gateway, not yet settled to the lender. */
  'gateway-suspense': { type: 'asset', name: 'Payment gateway suspense' },
  /** NACH debits confirmed by the sponsor bank, not yet settled to the lender. */
  'nach-suspense': { type: 'asset', name: 'NACH collections suspense' },
  'write-off-expense': { type: 'expense', name: 'Loans written off' },
  /** What borrowers paid beyond their dues: held for them, applied at the next due date or refunded. */
  'borrower-advances': { type: 'liability', name: 'Borrower advances (excess received)' },
  /** Advances to pay back to borrowers. */
  'refunds-payable': { type: 'liability', name: 'Refunds payable' },
  /**
   * Charges levied on a non-performing loan, and those unpaid when it became one: owed by the
   * borrower, not income until received (IRACP). Released to income as they are paid.
   */
  'income-suspense': { type: 'liability', name: 'Unrealised charges in suspense (NPA)' },
} as const satisfies Record<string, { type: AccountType; name: string }>;

export type AccountCode = keyof typeof chartOfAccounts;
export const accountCodes = Object.keys(chartOfAccounts) as AccountCode[];

export const isAccountCode = (text: string): text is AccountCode => Object.hasOwn(chartOfAccounts, text);

/** One line of an entry. `amount` is signed: positive debits, negative credits. */
export type JournalLine = {
  account: AccountCode;
  amount: Paise;
  /** The loan the line concerns, if any: a loan's ledger is its lines. */
  loanId?: string | null;
  /** The instalment a receivable line concerns, if any. */
  instalmentNumber?: number | null;
  /** What of the instalment's dues a paying line pays: principal, interest, penal or fees. */
  component?: 'principal' | 'interest' | 'penal' | 'fees' | null;
};

export const debit = (account: AccountCode, amount: Paise, more: Partial<JournalLine> = {}): JournalLine => ({
  account,
  amount,
  ...more,
});

export const credit = (
  account: AccountCode,
  amount: Paise,
  more: Partial<JournalLine> = {},
): JournalLine => ({
  account,
  amount: paise(-amount),
  ...more,
});

export class UnbalancedEntryError extends Error {
  constructor(readonly imbalance: number) {
    super(`A journal entry's lines must sum to zero; these sum to ${imbalance} paise`);
    this.name = 'UnbalancedEntryError';
  }
}

/**
 * The lines of an entry as they are posted: zero lines dropped (an allocation that took nothing),
 * every amount a safe integer, and the whole summing to zero. Throws otherwise; an entry with no
 * line left is refused too, since posting it would record a movement of nothing.
 */
export function balancedLines(lines: readonly JournalLine[]): JournalLine[] {
  const kept = lines
    .filter((line) => line.amount !== 0)
    .map((line) => ({ ...line, amount: paise(line.amount) }));
  if (kept.length === 0) throw new RangeError('A journal entry needs at least one line with an amount');
  const sum = kept.reduce((total, line) => total + line.amount, 0);
  if (sum !== 0) throw new UnbalancedEntryError(sum);
  return kept;
}

/** The lines that undo an entry: each line's amount negated. */
export function reversingLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ ...line, amount: paise(-line.amount) }));
}

export type TrialBalanceRow = {
  account: AccountCode;
  type: AccountType;
  debits: Paise;
  credits: Paise;
  /** Debits less credits. */
  balance: Paise;
};

/** Per account: debits, credits (as a positive figure) and balance, in the chart's order. */
export function trialBalance(lines: Iterable<Pick<JournalLine, 'account' | 'amount'>>): TrialBalanceRow[] {
  const totals = new Map<AccountCode, { debits: number; credits: number }>();
  for (const line of lines) {
    const total = totals.get(line.account) ?? { debits: 0, credits: 0 };
    if (line.amount >= 0) total.debits += line.amount;
    else total.credits -= line.amount;
    totals.set(line.account, total);
  }
  return accountCodes
    .filter((account) => totals.has(account))
    .map((account) => {
      const { debits, credits } = totals.get(account) ?? { debits: 0, credits: 0 };
      return {
        account,
        type: chartOfAccounts[account].type,
        debits: paise(debits),
        credits: paise(credits),
        balance: paise(debits - credits),
      };
    });
}
