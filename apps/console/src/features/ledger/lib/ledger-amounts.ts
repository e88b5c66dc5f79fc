import type { JournalEntryView } from '@kredo/contract/ledger';
import { chartOfAccounts, isAccountCode, type AccountCode, type LedgerUnit } from '@kredo/domain/ledger';
import { formatGrams, goldUnits } from '@kredo/domain/money';

import { formatAmount } from '../../../lib/format';
import { text } from '../../../text';

/** Paise as rupees to the paisa, en-IN grouped: ₹1,00,000.00. */
export function rupees(amountPaise: number): string {
  return formatAmount(amountPaise, { exact: true });
}

/** An amount in its unit: rupees to the paisa, or grams of gold to 0.1 mg ('2.0000 g'). */
export function inUnit(amount: number, unit: LedgerUnit = 'INR'): string {
  if (unit === 'XAU') return text.ledger.grams(formatGrams(goldUnits(amount)));
  return rupees(amount);
}

/** A signed line amount on its side: a debit is positive, a credit negative. */
export function sides(
  amount: number,
  unit: LedgerUnit = 'INR',
): { debit: string | null; credit: string | null } {
  return {
    debit: amount > 0 ? inUnit(amount, unit) : null,
    credit: amount < 0 ? inUnit(-amount, unit) : null,
  };
}

/** A balance (debits less credits) as accountants write it: '₹500.00 Dr', '₹120.00 Cr'. */
export function balanceLabel(balance: number, unit: LedgerUnit = 'INR'): string {
  if (balance < 0) return text.ledger.creditBalance(inUnit(-balance, unit));
  return text.ledger.debitBalance(inUnit(balance, unit));
}

/** The account's name in the chart; an account the chart does not know, by its code. */
export function accountName(account: string): string | null {
  return isAccountCode(account) ? chartOfAccounts[account].name : null;
}

/** What a borrower owes as the ledger holds it: the loan's receivables. */
const receivableAccounts: readonly string[] = [
  'loan-principal',
  'interest-receivable',
  'fees-receivable',
  'penal-receivable',
] satisfies AccountCode[];

/**
 * The loan's receivables after each entry, in posting order: what the statement's running column
 * shows. Only the loan's own lines count (a line names the loan it concerns).
 */
export function runningReceivable(entries: readonly JournalEntryView[], loanId: string): number[] {
  let total = 0;
  return entries.map((entry) => {
    for (const line of entry.lines) {
      if (receivableAccounts.includes(line.account) && (line.loanId === null || line.loanId === loanId))
        total += line.amount;
    }
    return total;
  });
}
