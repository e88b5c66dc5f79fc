import type { RemittanceDue, RemittanceDueResponse } from '@kredo/contract/remittances';
import { remittableAmount, remittancePayees } from '@kredo/domain/remittances';

import type { Db } from '../../db/database.ts';
import { remittanceAccounts, remittanceBalancesOf } from './remittance-accounts.ts';
import { proposedAmounts } from './remittances.repository.ts';

/**
 * What each lender may remit now to each payee, for the lenders whose ledger holds a payable or
 * input credit: each payable's available balance (what proposed remittances hold is already
 * reserved out of it), for GST net of the input credit, never below zero.
 */
export async function remittancesDue(db: Db): Promise<RemittanceDueResponse> {
  const accounts = await remittanceAccounts(db);
  const proposed = await proposedAmounts(db);
  const lenderIds = [...new Set([...accounts, ...proposed].map((row) => row.lenderId))].sort((a, b) => a - b);
  const due: RemittanceDue[] = lenderIds.flatMap((lenderId) => {
    const rows = accounts.filter((row) => row.lenderId === lenderId);
    return remittancePayees.map((payee) => {
      const balances = remittanceBalancesOf(rows, payee);
      return {
        lenderId,
        payee,
        payablePaise: balances.payable,
        inputCreditPaise: balances.inputCredit,
        proposedPaise: proposed.find((row) => row.lenderId === lenderId && row.payee === payee)?.amount ?? 0,
        duePaise: remittableAmount(payee, balances),
      };
    });
  });
  return { due };
}
