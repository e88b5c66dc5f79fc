import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { instalmentSumsDifferences, type InstalmentSumsDifference } from './instalment-check.ts';
import { ledgerAccounts, ledgerBalanceChecks, reconciliationBreaks } from './ledger.schema.ts';

/**
 * The nightly check of the stored balances: each account's against its journal's lines and its
 * pending holds' lines, and the loans' instalment sums against their lines; any difference is
 * recorded and shown to operations.
 */

export type BalanceDifference = {
  accountId: number;
  lenderId: number;
  code: string;
  unit: string;
  ownerId: string | null;
  stored: { postedDebits: number; postedCredits: number; pendingDebits: number; pendingCredits: number };
  journal: { postedDebits: number; postedCredits: number; pendingDebits: number; pendingCredits: number };
};

/**
 * Every account whose stored balance differs from its journal's lines and its pending holds'
 * lines, read in one snapshot: what the nightly check reports. Nothing, in a sound ledger.
 */
export async function balanceDifferences(db: Db): Promise<BalanceDifference[]> {
  const result = (await db.execute(sql`
    select a.id, a.lender_id, a.code, a.unit, a.owner_id,
      a.posted_debits, a.posted_credits, a.pending_debits, a.pending_credits,
      coalesce(j.debits, 0) as journal_debits, coalesce(j.credits, 0) as journal_credits,
      coalesce(h.debits, 0) as held_debits, coalesce(h.credits, 0) as held_credits
    from ledger_accounts a
    left join (
      select account_id, sum(amount) filter (where amount > 0) as debits, -sum(amount) filter (where amount < 0) as credits
      from journal_lines group by account_id
    ) j on j.account_id = a.id
    left join (
      select l.account_id, sum(l.amount) filter (where l.amount > 0) as debits, -sum(l.amount) filter (where l.amount < 0) as credits
      from ledger_hold_lines l join ledger_holds h on h.id = l.hold_id and h.status = 'PENDING'
      group by l.account_id
    ) h on h.account_id = a.id
    where a.posted_debits <> coalesce(j.debits, 0) or a.posted_credits <> coalesce(j.credits, 0)
      or a.pending_debits <> coalesce(h.debits, 0) or a.pending_credits <> coalesce(h.credits, 0)
    order by a.id
  `)) as unknown as { rows: Record<string, string | number | null>[] };
  return result.rows.map((row) => ({
    accountId: Number(row.id),
    lenderId: Number(row.lender_id),
    code: String(row.code),
    unit: String(row.unit),
    ownerId: row.owner_id === null ? null : String(row.owner_id),
    stored: {
      postedDebits: Number(row.posted_debits),
      postedCredits: Number(row.posted_credits),
      pendingDebits: Number(row.pending_debits),
      pendingCredits: Number(row.pending_credits),
    },
    journal: {
      postedDebits: Number(row.journal_debits),
      postedCredits: Number(row.journal_credits),
      pendingDebits: Number(row.held_debits),
      pendingCredits: Number(row.held_credits),
    },
  }));
}

const net = (figures: BalanceDifference['stored']) => figures.postedDebits - figures.postedCredits;

/**
 * The nightly check of a business day: each account's stored balance recomputed from the journal
 * and the pending holds, and each loan's instalment sums from its lines, any difference recorded
 * for operations (reconciliation_breaks, source ledger-balance). Done once a day: the day's row is written in the same transaction, so a second
 * instance waits and then finds it done, and a crash part-way leaves the day to do again.
 */
export async function checkBalances(
  db: Db,
  businessDate: IsoDate,
  now: Date,
): Promise<{
  checked: boolean;
  accounts: number;
  differences: BalanceDifference[];
  instalments: InstalmentSumsDifference[];
}> {
  return db.transaction(
    async (tx) => {
      const [claimed] = await tx
        .insert(ledgerBalanceChecks)
        .values({ businessDate, checkedAt: now, accounts: 0, differences: 0 })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return { checked: false, accounts: 0, differences: [], instalments: [] };
      const differences = await balanceDifferences(tx);
      const instalments = await instalmentSumsDifferences(tx);
      const [{ accounts } = { accounts: 0 }] = await tx
        .select({ accounts: sql<number>`count(*)::int` })
        .from(ledgerAccounts);
      if (differences.length > 0)
        await tx
          .insert(reconciliationBreaks)
          .values(
            differences.map((difference) => ({
              id: randomUUID(),
              source: 'ledger-balance',
              kind: 'balance-difference',
              lenderId: difference.lenderId,
              businessDate,
              reference: `account:${difference.accountId}`,
              unit: difference.unit,
              expected: net(difference.journal),
              actual: net(difference.stored),
              detail: { ...difference },
              foundAt: now,
            })),
          )
          .onConflictDoNothing();
      if (instalments.length > 0)
        await tx
          .insert(reconciliationBreaks)
          .values(
            instalments.map((difference) => ({
              id: randomUUID(),
              source: 'ledger-balance',
              kind: 'instalment-difference',
              lenderId: null,
              businessDate,
              reference: `loan:${difference.loanId}:${difference.instalmentNumber}`,
              detail: { ...difference },
              foundAt: now,
            })),
          )
          .onConflictDoNothing();
      await tx
        .update(ledgerBalanceChecks)
        .set({ accounts, differences: differences.length + instalments.length })
        .where(eq(ledgerBalanceChecks.businessDate, businessDate));
      return { checked: true, accounts, differences, instalments };
    },
    { isolationLevel: 'repeatable read' },
  );
}
