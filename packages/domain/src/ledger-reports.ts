import { paise, type Paise } from './money.ts';
import {
  accountCodes,
  chartAccount,
  chartOfAccounts,
  ledgerUnits,
  normalSide,
  type AccountCode,
  type AccountType,
  type JournalLine,
  type LedgerUnit,
} from './ledger.ts';

/**
 * The reports the trial balance makes: its totals and a balance sheet, each per unit, since
 * rupees and grams of gold are never added together. A balance sheet's figures sit on each
 * account's normal side (an asset's debit balance, a liability's credit balance, positive when
 * the account stands where it should); the year's income less expenses is the lender's earnings,
 * which close the sheet: assets equal liabilities plus earnings when the journal balances.
 */

export type UnitTotal = { unit: LedgerUnit; debits: number; credits: number };

/** Debits and credits of each unit the rows move, in the units' order. */
export function unitTotals(rows: readonly TrialBalanceRow[]): UnitTotal[] {
  return unitsOf(rows).map((unit) => {
    const ofUnit = rows.filter((row) => row.unit === unit);
    return {
      unit,
      debits: ofUnit.reduce((sum, row) => sum + row.debits, 0),
      credits: ofUnit.reduce((sum, row) => sum + row.credits, 0),
    };
  });
}

export type BalanceSheetLine = { account: AccountCode; type: AccountType; amount: number };

export type BalanceSheet = {
  unit: LedgerUnit;
  assets: BalanceSheetLine[];
  liabilities: BalanceSheetLine[];
  totalAssets: number;
  totalLiabilities: number;
  income: number;
  expenses: number;
  /** Income less expenses. */
  earnings: number;
  /** Assets less liabilities less earnings: zero for a journal that balances. */
  difference: number;
};

/** A row's balance on its account's normal side. */
const onNormalSide = (row: TrialBalanceRow): number =>
  normalSide(row.type) === 'debit' ? row.balance : -row.balance;

const linesOf = (rows: readonly TrialBalanceRow[], type: AccountType): BalanceSheetLine[] =>
  rows
    .filter((row) => row.type === type && row.balance !== 0)
    .map((row) => ({ account: row.account, type: row.type, amount: onNormalSide(row) }));

const sumOf = (rows: readonly TrialBalanceRow[], type: AccountType): number =>
  rows.filter((row) => row.type === type).reduce((sum, row) => sum + onNormalSide(row), 0);

/** One balance sheet per unit the rows move, accounts in the chart's order. */
export function balanceSheets(rows: readonly TrialBalanceRow[]): BalanceSheet[] {
  return unitsOf(rows).map((unit) => {
    const ofUnit = rows.filter((row) => row.unit === unit);
    const totalAssets = sumOf(ofUnit, 'asset');
    const totalLiabilities = sumOf(ofUnit, 'liability');
    const income = sumOf(ofUnit, 'income');
    const expenses = sumOf(ofUnit, 'expense');
    return {
      unit,
      assets: linesOf(ofUnit, 'asset'),
      liabilities: linesOf(ofUnit, 'liability'),
      totalAssets,
      totalLiabilities,
      income,
      expenses,
      earnings: income - expenses,
      difference: totalAssets - totalLiabilities - (income - expenses),
    };
  });
}

function unitsOf(rows: readonly TrialBalanceRow[]): LedgerUnit[] {
  const present = new Set(rows.map((row) => row.unit));
  return (Object.keys(ledgerUnits) as LedgerUnit[]).filter((unit) => present.has(unit));
}

export type TrialBalanceRow = {
  account: AccountCode;
  type: AccountType;
  unit: LedgerUnit;
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
        unit: chartAccount(account).unit,
        debits: paise(debits),
        credits: paise(credits),
        balance: paise(debits - credits),
      };
    });
}
