import { paise, type GoldUnits, type Paise } from './money.ts';

/**
 * The double-entry ledger's rules: a chart of accounts every lender keeps, and journal entries
 * whose lines sum to zero in each unit. An amount is signed: a debit is positive, a credit
 * negative, so an asset or expense account's balance is positive and a liability or income
 * account's negative. Entries are append-only; a correction is the reversing entry of the one it
 * corrects.
 */

/**
 * The product's own book, apart from every lender's: what it does as a distributor (gold for the
 * gold vendor, insurance for insurers) and as itself (referral cashback). Its ledger, reports and
 * settlements are those of this id.
 */
export const productBookId = 1;

export const accountTypes = ['asset', 'liability', 'income', 'expense'] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * What an account counts, with its precision: rupees in paise (INR/2) and gold in tenths of a
 * milligram (XAU/4, grams to four places). An entry balances in each unit it moves.
 */
export const ledgerUnits = {
  INR: { name: 'Indian rupee', decimals: 2, minor: 'paise' },
  XAU: { name: 'Gold (grams)', decimals: 4, minor: '0.1 mg' },
  /**
   * Credit limits, a memo ledger in paise: a line's undrawn limit against the lender's undrawn
   * commitments. Never added to rupees (no money moves when a limit is granted or drawn on), so
   * its balance sheet stands apart, as banks report undrawn commitments off the balance sheet.
   */
  LIMIT: { name: 'Credit limits (memo, rupees)', decimals: 2, minor: 'paise' },
} as const;
export type LedgerUnit = keyof typeof ledgerUnits;
export const isLedgerUnit = (text: string): text is LedgerUnit => Object.hasOwn(ledgerUnits, text);

/** An amount in a line's unit: paise for INR, 0.1 mg for XAU. */
export type LedgerAmount = Paise | GoldUnits;

/**
 * Whose account it is: the lender's own (one per lender), or one per subject the lender holds
 * for a customer: a loan, a credit line, a gold holding, an insurance policy.
 */
export const accountSubjects = ['lender', 'loan', 'credit-line', 'gold-holding', 'policy'] as const;
export type AccountSubject = (typeof accountSubjects)[number];

type ChartAccount = {
  type: AccountType;
  name: string;
  /** INR unless said. */
  unit?: LedgerUnit;
  /** `lender` unless said: one account per subject of this kind. */
  subject?: AccountSubject;
  /** The account's balance, less what holds reserve out of it, may never go below zero. */
  noNegative?: boolean;
};

/**
 * The default chart of accounts every lender keeps (reference/lending-rules.md §2.2, Fineract's
 * GL set). The database holds the chart as data (ledger_chart), seeded from this; a lender's own
 * rows add to or override it.
 */
export const chartOfAccounts = {
  /** Principal lent and not yet repaid, due or not. */
  'loan-principal': { type: 'asset', name: 'Loan principal receivable', subject: 'loan' },
  /** Interest earned (accrued) and not yet received. */
  'interest-receivable': { type: 'asset', name: 'Interest receivable', subject: 'loan' },
  /** Bounce charges (and any GST a lender charges on them) levied and not yet received. */
  'fees-receivable': { type: 'asset', name: 'Fees receivable', subject: 'loan' },
  /** Penal charges levied and not yet received. */
  'penal-receivable': { type: 'asset', name: 'Penal charges receivable', subject: 'loan' },
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
  'borrower-advances': {
    type: 'liability',
    name: 'Borrower advances (excess received)',
    subject: 'loan',
    noNegative: true,
  },
  /** Advances to pay back to borrowers. */
  'refunds-payable': { type: 'liability', name: 'Refunds payable' },
  /**
   * Charges levied on a non-performing loan, and those unpaid when it became one: owed by the
   * borrower, not income until received (IRACP). Released to income as they are paid.
   */
  'income-suspense': { type: 'liability', name: 'Unrealised charges in suspense (NPA)', subject: 'loan' },
  /** The lender's bank account: what settlements pay in and payouts draw. */
  bank: { type: 'asset', name: 'Bank' },
  /** What the payment gateway keeps of a settlement for its service. */
  'gateway-fee-expense': { type: 'expense', name: 'Payment gateway charges' },
  /** GST charged to the lender on a provider's fee, claimable against GST payable. */
  'gst-input-credit': { type: 'asset', name: 'GST input tax credit' },
  /** Premiums collected for an insurer, owed onward to it. */
  'insurer-payable': { type: 'liability', name: 'Premiums payable to insurers' },
  /** Rupees owed to the gold vendor for gold bought for customers. */
  'gold-vendor-payable': { type: 'liability', name: 'Payable to the gold vendor' },
  /** Gold the vendor holds in its vault for the lender's customers. */
  'gold-in-vault': { type: 'asset', name: 'Gold held by the vendor', unit: 'XAU' },
  /** A customer's gold: never below zero, less what a sell in flight reserves. */
  'customer-gold': {
    type: 'liability',
    name: 'Customer gold holdings',
    unit: 'XAU',
    subject: 'gold-holding',
    noNegative: true,
  },
  /** Principal drawn on a credit line and not yet repaid, billed or not. */
  'line-principal': { type: 'asset', name: 'Credit line principal receivable', subject: 'credit-line' },
  /** Interest accrued on a credit line and not yet received. */
  'line-interest-receivable': {
    type: 'asset',
    name: 'Credit line interest receivable',
    subject: 'credit-line',
  },
  /** A credit line's processing and convenience fees with their GST, charged and not yet received. */
  'line-fees-receivable': { type: 'asset', name: 'Credit line fees receivable', subject: 'credit-line' },
  /**
   * What a credit line can still draw (LIMIT unit): credited with the limit at opening, debited by
   * each drawdown (held while its payout is in flight), credited back as principal is repaid.
   * Never below zero: two drawdowns cannot spend the same room.
   */
  'line-available': {
    type: 'liability',
    name: 'Credit line limit available',
    unit: 'LIMIT',
    subject: 'credit-line',
    noNegative: true,
  },
  /** The lender's undrawn commitments (LIMIT unit): the other side of every line's available limit. */
  'undrawn-commitments': { type: 'asset', name: 'Undrawn credit line commitments', unit: 'LIMIT' },
  /**
   * Interest accrued and charges levied on a credit line that is an NPA: owed, not income until
   * received (IRACP), released to income as they are paid.
   */
  'line-income-suspense': {
    type: 'liability',
    name: 'Credit line income in suspense (NPA)',
    subject: 'credit-line',
  },
  /**
   * Money paid for gold orders (a purchase, a delivery's making charges) the vendor has not yet
   * confirmed: owed onward to the vendor once it does, back to the customer if it fails.
   */
  'gold-orders-pending': { type: 'liability', name: 'Gold orders awaiting the vendor' },
  /** What the vendor paid for gold customers sold back, owed to them until their payout is made. */
  'gold-sale-proceeds': { type: 'liability', name: 'Gold sale proceeds payable to customers' },
  /** Customers' gold taken out of their lockers for delivery and not yet delivered by the courier. */
  'gold-in-delivery': { type: 'liability', name: 'Customer gold in delivery', unit: 'XAU' },
  /**
   * Premiums paid for insurance orders the insurer has not yet issued: owed onward to it once the
   * policy is issued (`insurer-payable`), back to the customer if it is not.
   */
  'insurance-premiums-pending': { type: 'liability', name: 'Insurance premiums awaiting issuance' },
  /** Cashback earned by referrers whose referred customers' first loans disbursed. */
  'referral-cashback-expense': { type: 'expense', name: 'Referral cashback' },
  /** Cashback earned by referrers and not yet paid to their bank accounts. */
  'cashback-payable': { type: 'liability', name: 'Cashback payable to referrers' },
} as const satisfies Record<string, ChartAccount>;

export type AccountCode = keyof typeof chartOfAccounts;
export const accountCodes = Object.keys(chartOfAccounts) as AccountCode[];

export const isAccountCode = (text: string): text is AccountCode => Object.hasOwn(chartOfAccounts, text);

/** The default chart's facts of a code, with the defaults filled in. */
export function chartAccount(code: AccountCode): Required<ChartAccount> {
  const account: ChartAccount = chartOfAccounts[code];
  return {
    type: account.type,
    name: account.name,
    unit: account.unit ?? 'INR',
    subject: account.subject ?? 'lender',
    noNegative: account.noNegative ?? false,
  };
}

/** The side an account's balance sits on: assets and expenses are debits, the rest credits. */
export const normalSide = (type: AccountType): 'debit' | 'credit' =>
  type === 'asset' || type === 'expense' ? 'debit' : 'credit';

/** One line of an entry. `amount` is signed, in the account's unit: positive debits, negative credits. */
export type JournalLine = {
  account: AccountCode;
  amount: LedgerAmount;
  /**
   * The subject whose account the line moves, for an account kept per subject (the chart says):
   * a gold holding, a policy, a credit line. A loan's accounts default to `loanId`.
   */
  subjectId?: string | null;
  /** The loan the line concerns, if any: a loan's ledger is its lines. */
  loanId?: string | null;
  /** The instalment a receivable line concerns, if any. */
  instalmentNumber?: number | null;
  /** What of the instalment's dues a paying line pays: principal, interest, penal or fees. */
  component?: 'principal' | 'interest' | 'penal' | 'fees' | null;
};

export const debit = (
  account: AccountCode,
  amount: LedgerAmount,
  more: Partial<JournalLine> = {},
): JournalLine => ({
  account,
  amount,
  ...more,
});

export const credit = (
  account: AccountCode,
  amount: LedgerAmount,
  more: Partial<JournalLine> = {},
): JournalLine => ({
  account,
  amount: -amount as LedgerAmount,
  ...more,
});

/** The unit a line moves: its account's. */
export const unitOf = (line: Pick<JournalLine, 'account'>): LedgerUnit =>
  // A code only a lender's own chart knows counts as rupees here; the database checks its real unit.
  isAccountCode(line.account) ? chartAccount(line.account).unit : 'INR';

export class UnbalancedEntryError extends Error {
  constructor(
    readonly imbalance: number,
    readonly unit: LedgerUnit = 'INR',
  ) {
    super(
      `A journal entry's lines must sum to zero in each unit; these sum to ${imbalance} ${ledgerUnits[unit].minor}`,
    );
    this.name = 'UnbalancedEntryError';
  }
}

/** Positive debits and negative credits of one unit, totalled: zero when they balance. */
export function imbalanceByUnit(lines: readonly JournalLine[]): Map<LedgerUnit, number> {
  const sums = new Map<LedgerUnit, number>();
  for (const line of lines) sums.set(unitOf(line), (sums.get(unitOf(line)) ?? 0) + line.amount);
  return sums;
}

/**
 * The lines of an entry as they are posted: zero lines dropped (an allocation that took nothing),
 * every amount a safe integer, and the lines of each unit summing to zero. Throws otherwise; an
 * entry with no line left is refused too, since posting it would record a movement of nothing.
 */
export function balancedLines(lines: readonly JournalLine[]): JournalLine[] {
  const kept = lines
    .filter((line) => line.amount !== 0)
    .map((line) => ({ ...line, amount: paise(line.amount) as LedgerAmount }));
  if (kept.length === 0) throw new RangeError('A journal entry needs at least one line with an amount');
  for (const [unit, sum] of imbalanceByUnit(kept)) if (sum !== 0) throw new UnbalancedEntryError(sum, unit);
  return kept;
}

/** The lines that undo an entry: each line's amount negated. */
export function reversingLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ ...line, amount: -line.amount as LedgerAmount }));
}
