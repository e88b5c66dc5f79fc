// Where the ledger-posting bench's posters wait on PostgreSQL: lock waits sampled by statement.
import type { Database } from '../../apps/server/src/db/database.ts';

/**
 * What the posters wait for on PostgreSQL, sampled from pg_stat_activity every 20 ms
 * while they run: the backends of this database waiting on a lock, by the statement waiting. A
 * wait in the journal lines' INSERT is the posting trigger locking the accounts the lines move
 * (the lender's gateway-suspense among them); one in a `for update` of loans or loan_payments is
 * the capture locking its loan or payment. PGlite has one connection and no one to wait for.
 */
const waitingQuery = `
  select case
      when query ilike 'insert into "journal_lines"%' then 'accounts (journal lines'' trigger)'
      when query ilike '%from "loans"%for update%' then 'the loan (lockLoan)'
      when query ilike '%from "loan_payments"%for update%' then 'the payment (lockPayment)'
      when query ilike 'insert into "payment_webhook_receipts"%' then 'the webhook event'
      else 'other: ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 40)
    end as what, count(*)::int as n
  from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()
  group by 1`;

export type LockWaits = { samples: number; waiting: Map<string, number> };

/** Starts sampling; `stop()` answers the samples taken and, by statement, the waiters seen in them. */
export function sampleLockWaits(database: Database, everyMs = 20): { stop(): Promise<LockWaits> } {
  const waits: LockWaits = { samples: 0, waiting: new Map() };
  if (database.engine !== 'postgres') return { stop: () => Promise.resolve(waits) };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = (await database.executeSql(waitingQuery)) as { rows: { what: string; n: number }[] };
      waits.samples += 1;
      for (const row of rows) waits.waiting.set(row.what, (waits.waiting.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return waits;
    },
  };
}

/** The posters waiting on each kind of lock, on average over the samples. */
export function meanWaiting(waits: LockWaits): [string, number][] {
  return [...waits.waiting]
    .map(([what, n]) => [what, Number((n / Math.max(1, waits.samples)).toFixed(2))] as [string, number])
    .sort((a, b) => b[1] - a[1]);
}
