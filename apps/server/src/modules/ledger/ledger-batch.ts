import { randomUUID } from 'node:crypto';

import type { IsoDate } from '@kredo/domain/calendar-date';
import { balancedLines } from '@kredo/domain/ledger';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { timed } from '../../lib/phase-times.ts';
import { applyInstalmentDeltas, instalmentDeltas, type InstalmentDelta } from './instalment-projection.ts';
import { lineRows, openAccounts } from './ledger-accounts.ts';
import type { EntryToPost } from './ledger.service.ts';

const chunks = <T>(rows: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );

export class EntriesPostedBeforeError extends Error {
  constructor(readonly keys: string[]) {
    super(`journal entries posted before: ${keys.slice(0, 3).join(', ')}${keys.length > 3 ? '…' : ''}`);
    this.name = 'EntriesPostedBeforeError';
  }
}

/**
 * Posts many balanced entries in the caller's transaction with a few multi-row statements: the
 * entries, the accounts opened per lender, the lines (whole entries to a statement, as the
 * database checks each statement's entries balance), the instalment sub-ledger. For work that
 * owns its keys (the close of business): a key posted before throws EntriesPostedBeforeError,
 * and the caller redoes the work one entry at a time (postEntry answers a repeat as posted).
 */
export async function postEntries(
  tx: Db,
  entries: readonly EntryToPost[],
  now: Date,
  /** The day each instalment was paid, when the caller knows it (applyInstalmentDeltas). */
  paidOn?: (loanId: string, instalmentNumber: number) => IsoDate | null,
): Promise<number> {
  if (entries.length === 0) return 0;
  const posted = entries.map((entry) => ({ entry, id: randomUUID(), lines: balancedLines(entry.lines) }));
  const inserted = (await timed('entries', () =>
    tx.execute(sql`
    insert into journal_entries (id, idempotency_key, lender_id, kind, business_date, narration, loan_id, reverses_entry_id, posted_at)
    select id, key, lender, kind, day, narration, loan, reverses, ${now.toISOString()}::timestamptz from unnest(
      ${sql.param(posted.map(({ id }) => id))}::uuid[], ${sql.param(posted.map(({ entry }) => entry.idempotencyKey))}::text[],
      ${sql.param(posted.map(({ entry }) => entry.lenderId))}::int[], ${sql.param(posted.map(({ entry }) => entry.kind))}::text[],
      ${sql.param(posted.map(({ entry }) => entry.businessDate))}::date[], ${sql.param(posted.map(({ entry }) => entry.narration))}::text[],
      ${sql.param(posted.map(({ entry }) => entry.loanId ?? null))}::uuid[], ${sql.param(posted.map(({ entry }) => entry.reversesEntryId ?? null))}::uuid[]
    ) as e(id, key, lender, kind, day, narration, loan, reverses)
    on conflict (idempotency_key) do nothing
    returning id`),
  )) as unknown as { rows: { id: string }[] };
  if (inserted.rows.length < posted.length) {
    const ids = new Set(inserted.rows.map((row) => row.id));
    const keys = posted.filter(({ id }) => !ids.has(id)).map(({ entry }) => entry.idempotencyKey);
    throw new EntriesPostedBeforeError(keys);
  }
  const accountIds = new Map<number, Map<string, number>>();
  for (const lenderId of new Set(entries.map((entry) => entry.lenderId))) {
    const lines = posted.filter(({ entry }) => entry.lenderId === lenderId).flatMap(({ lines }) => lines);
    const ids = new Map<string, number>();
    for (const chunk of chunks(lines, 10_000))
      for (const [key, id] of await timed('accounts', () => openAccounts(tx, lenderId, chunk, now)))
        ids.set(key, id);
    accountIds.set(lenderId, ids);
  }
  const rows = posted.flatMap(({ entry, id, lines }) =>
    lineRows(entry.lenderId, lines, accountIds.get(entry.lenderId) ?? new Map<string, number>()).map(
      (row) => ({
        ...row,
        entryId: id,
      }),
    ),
  );
  const deltas: InstalmentDelta[] = posted.flatMap(({ entry, lines }) =>
    instalmentDeltas(entry.kind, entry.businessDate, lines),
  );
  for (const chunk of chunks(deltas, 4_000))
    await timed('instalment rows', () => applyInstalmentDeltas(tx, chunk, paidOn));
  // The lines last: their trigger locks the accounts they move (the lender's own among them, which
  // every batch shares) until the transaction commits.
  // One statement, its columns as arrays: the trigger checks every entry's lines together.
  await timed('lines', () =>
    tx.execute(sql`
    insert into journal_lines (entry_id, line_number, lender_id, account, account_id, amount, loan_id, instalment_number, component)
    select * from unnest(
      ${sql.param(rows.map((row) => row.entryId))}::uuid[], ${sql.param(rows.map((row) => row.lineNumber))}::int[],
      ${sql.param(rows.map((row) => row.lenderId))}::int[], ${sql.param(rows.map((row) => row.account))}::text[],
      ${sql.param(rows.map((row) => row.accountId))}::bigint[], ${sql.param(rows.map((row) => row.amount))}::bigint[],
      ${sql.param(rows.map((row) => row.loanId))}::uuid[], ${sql.param(rows.map((row) => row.instalmentNumber))}::int[],
      ${sql.param(rows.map((row) => row.component))}::text[]
    )`),
  );
  return entries.length;
}
