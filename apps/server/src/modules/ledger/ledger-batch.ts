import { randomUUID } from 'node:crypto';

import { balancedLines } from '@kredo/domain/ledger';
import { inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { applyInstalmentDeltas, instalmentDeltas, type InstalmentDelta } from './instalment-projection.ts';
import { accountIdOf, openAccounts } from './ledger-accounts.ts';
import { journalEntries, journalLines } from './ledger.schema.ts';
import type { EntryToPost } from './ledger.service.ts';

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const parameters = 60_000;

const chunks = <T>(rows: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) => rows.slice(index * size, (index + 1) * size));

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
export async function postEntries(tx: Db, entries: readonly EntryToPost[], now: Date): Promise<number> {
  if (entries.length === 0) return 0;
  const posted = entries.map((entry) => ({ entry, id: randomUUID(), lines: balancedLines(entry.lines) }));
  for (const chunk of chunks(posted, Math.floor(parameters / 9))) {
    const inserted = await tx
      .insert(journalEntries)
      .values(
        chunk.map(({ entry, id }) => ({
          id,
          idempotencyKey: entry.idempotencyKey,
          lenderId: entry.lenderId,
          kind: entry.kind,
          businessDate: entry.businessDate,
          narration: entry.narration,
          loanId: entry.loanId ?? null,
          reversesEntryId: entry.reversesEntryId ?? null,
          postedAt: now,
        })),
      )
      .onConflictDoNothing({ target: journalEntries.idempotencyKey })
      .returning({ id: journalEntries.id });
    if (inserted.length < chunk.length) {
      const ids = new Set(inserted.map((row) => row.id));
      const keys = chunk.filter(({ id }) => !ids.has(id)).map(({ entry }) => entry.idempotencyKey);
      const existing = await tx
        .select({ key: journalEntries.idempotencyKey })
        .from(journalEntries)
        .where(inArray(journalEntries.idempotencyKey, keys));
      throw new EntriesPostedBeforeError(existing.map((row) => row.key));
    }
  }
  const accountIds = new Map<number, Map<string, number>>();
  for (const lenderId of new Set(entries.map((entry) => entry.lenderId))) {
    const lines = posted.filter(({ entry }) => entry.lenderId === lenderId).flatMap(({ lines }) => lines);
    const ids = new Map<string, number>();
    for (const chunk of chunks(lines, 10_000))
      for (const [key, id] of await openAccounts(tx, lenderId, chunk, now)) ids.set(key, id);
    accountIds.set(lenderId, ids);
  }
  const rows = posted.flatMap(({ entry, id, lines }) =>
    lines.map((line, index) => ({
      entryId: id,
      lineNumber: index + 1,
      lenderId: entry.lenderId,
      account: line.account,
      accountId: accountIdOf(accountIds.get(entry.lenderId) ?? new Map<string, number>(), line),
      amount: line.amount,
      loanId: line.loanId ?? null,
      instalmentNumber: line.instalmentNumber ?? null,
      component: line.component ?? null,
    })),
  );
  const perStatement = Math.floor(parameters / 9);
  for (let start = 0; start < rows.length; ) {
    let end = Math.min(rows.length, start + perStatement);
    while (end < rows.length && rows[end]?.entryId === rows[end - 1]?.entryId) end -= 1;
    await tx.insert(journalLines).values(rows.slice(start, end));
    start = end;
  }
  const deltas: InstalmentDelta[] = posted.flatMap(({ entry, lines }) =>
    instalmentDeltas(entry.kind, entry.businessDate, lines),
  );
  for (const chunk of chunks(deltas, 4_000)) await applyInstalmentDeltas(tx, chunk);
  return entries.length;
}
