import type { AccountType } from '@kredo/domain/ledger';
import { availableBalance } from '@kredo/domain/ledger-balances';
import { dueAccountsOf, type RemittanceBalances, type RemittancePayee } from '@kredo/domain/remittances';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { AccountRow } from '../ledger/ledger-accounts.ts';
import { ledgerAccounts } from '../ledger/ledger.schema.ts';

/**
 * The lender's own accounts a remittance reads and moves, with their stored balances: the
 * payables, GST input credit and the bank. Balances are the ledger's rows, never sums of lines.
 */
export const remittanceAccountCodes = [
  'insurer-payable',
  'gold-vendor-payable',
  'gst-payable',
  'gst-input-credit',
] as const;

/** Every lender's accounts a due is read from, of the lenders that have any. */
export async function remittanceAccounts(db: Db): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.ownerId), inArray(ledgerAccounts.code, [...remittanceAccountCodes])))
    .orderBy(asc(ledgerAccounts.lenderId), asc(ledgerAccounts.code));
}

/**
 * Locks, in id order as the ledger's posting does, the lender's accounts a remittance to `payee`
 * reads and moves (its payable, GST input credit for GST, and the bank), and answers them as
 * they stand once locked: a proposal racing another of the same lender and payee waits here and
 * then sees what the other's hold reserved.
 */
export async function lockRemittanceAccounts(
  tx: Db,
  lenderId: number,
  payee: RemittancePayee,
): Promise<AccountRow[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.lenderId, lenderId),
        isNull(ledgerAccounts.ownerId),
        inArray(ledgerAccounts.code, [...dueAccountsOf(payee), 'bank']),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

const available = (row: AccountRow | undefined): number =>
  row ? availableBalance(row, row.type as AccountType) : 0;

/** A payee's balances as the domain's due reads them, from one lender's account rows. */
export function remittanceBalancesOf(
  rows: readonly AccountRow[],
  payee: RemittancePayee,
): RemittanceBalances {
  const [payable, inputCredit] = dueAccountsOf(payee).map((code) => rows.find((row) => row.code === code));
  return { payable: available(payable), inputCredit: payee === 'gst' ? available(inputCredit) : 0 };
}
