import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

/**
 * Gold's invariants read from a stopped server's data directory: each answers the rows that break
 * it, as text naming the ids and the figures (nothing when it holds).
 */
export type GoldInvariants = {
  /** Entries whose lines do not sum to zero in each unit. */
  unbalancedEntries: string[];
  /** A locker below zero, posted or less its holds. */
  negativeLockers: string[];
  /** Our locker against the vendor's book of the customer. */
  booksApart: string[];
  /** Orders still paid or confirming: the vendor's answer never applied. */
  unsettledOrders: string[];
  /** A paid order with other than one payment entry; a bought one with other than one gold entry. */
  entriesPerOrder: string[];
  /** Holds still pending for orders that have ended. */
  holdsLeftOpen: string[];
  counts: Record<string, number>;
};

export async function readGoldInvariants(dataDir: string): Promise<GoldInvariants> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const rows = async <T>(text: string) => (await db.query<T>(text)).rows;
    const unbalanced = await rows<{ id: string; unit: string; total: string }>(
      `select l.entry_id as id, a.unit, sum(l.amount)::text as total
         from journal_lines l join ledger_accounts a on a.id = l.account_id
        group by l.entry_id, a.unit having sum(l.amount) <> 0`,
    );
    const lockers = await rows<{ owner: string; posted: string; available: string }>(
      `select owner_id as owner, (posted_credits - posted_debits)::text as posted,
              (posted_credits - posted_debits - pending_debits)::text as available
         from ledger_accounts where code = 'customer-gold'`,
    );
    const books = await rows<{ vendor: string; ours: string; theirs: string }>(
      `select u.vendor_user_id as vendor,
              coalesce((select (a.posted_credits - a.posted_debits) from ledger_accounts a
                         where a.code = 'customer-gold' and a.owner_id = u.id), 0)::text as ours,
              c.gold_balance::text as theirs
         from gold_users u join sandbox_gold_customers c on c.id = u.vendor_user_id`,
    );
    const orders = await rows<{
      id: string;
      kind: string;
      status: string;
      paid: boolean;
      payments: number;
      golds: number;
    }>(
      `select o.id, o.kind, o.status, o.paid_at is not null as paid,
              (select count(*)::int from journal_entries e where e.idempotency_key = 'gold-payment:' || o.id) as payments,
              (select count(*)::int from journal_entries e
                where e.idempotency_key in ('gold-buy:' || o.id, 'hold:gold-sell:' || o.id, 'hold:gold-redeem:' || o.id)) as golds
         from gold_orders o`,
    );
    const openHolds = await rows<{ key: string; status: string }>(
      `select h.idempotency_key as key, o.status from ledger_holds h
         join gold_orders o on h.idempotency_key in ('gold-sell:' || o.id, 'gold-redeem:' || o.id)
        where h.status = 'PENDING' and o.status in ('SUCCESS', 'FAILED', 'EXPIRED')`,
    );
    return {
      unbalancedEntries: unbalanced.map((row) => `${row.id} ${row.unit} ${row.total}`),
      negativeLockers: lockers
        .filter((row) => Number(row.posted) < 0 || Number(row.available) < 0)
        .map((row) => `${row.owner} posted ${row.posted} available ${row.available}`),
      booksApart: books
        .filter((row) => row.ours !== row.theirs)
        .map((row) => `${row.vendor} ours ${row.ours} vendor ${row.theirs}`),
      unsettledOrders: orders
        .filter((row) => row.status === 'PAID' || row.status === 'CONFIRMING')
        .map((row) => `${row.kind} ${row.id} ${row.status}`),
      entriesPerOrder: orders
        .filter(
          (row) => row.payments !== (row.paid ? 1 : 0) || row.golds !== (row.status === 'SUCCESS' ? 1 : 0),
        )
        .map(
          (row) => `${row.kind} ${row.id} ${row.status}: ${row.payments} payment, ${row.golds} gold entries`,
        ),
      holdsLeftOpen: openHolds.map((row) => `${row.key} (${row.status})`),
      counts: {
        orders: orders.length,
        succeeded: orders.filter((row) => row.status === 'SUCCESS').length,
        lockers: lockers.length,
      },
    };
  } finally {
    await db.close();
  }
}
