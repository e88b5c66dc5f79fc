import { and, count, eq, getTableColumns, getTableName, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/database.ts';
import type { BlobStore } from './blob-store.ts';
import { isPlaintextBlobKey, type ObjectStore } from './object-store.ts';

/** A table column naming blobs, with the column holding each blob's SHA-256. */
export type BlobReference = { table: PgTable; id: PgColumn; key: PgColumn; sha256: PgColumn };

export type MigrationOutcome = {
  /** Rows now naming an encrypted copy of their blob. */
  rewritten: number;
  /** Blobs in the clear removed once no row named them. */
  removed: number;
  /** Rows still naming a blob in the clear (missing, or failing its hash): see `problems`. */
  remaining: number;
  problems: string[];
};

const plaintextKey = (column: PgColumn) => sql`${column} ~ '^[0-9a-f]{64}$'`;

/** The table's property name of a column, for `update().set()`. */
function propertyOf(reference: BlobReference, column: PgColumn): string {
  const found = Object.entries(getTableColumns(reference.table)).find(([, value]) => value === column);
  if (!found) throw new Error(`column ${column.name} is not in its table`);
  return found[0];
}

async function referencesTo(db: Db, references: readonly BlobReference[], key: string): Promise<number> {
  let total = 0;
  for (const reference of references) {
    const [row] = await db.select({ n: count() }).from(reference.table).where(eq(reference.key, key));
    total += row?.n ?? 0;
  }
  return total;
}

/**
 * Rewrites every blob stored in the clear (named by its hash, from before blobs were encrypted):
 * each row naming it gets an encrypted copy of its own, then the clear blob is removed. It walks
 * the store rather than the rows, so a clear blob no row names (left by an upload refused after
 * storing) goes too. Idempotent and safe to stop at any point: a run after a crash finds what is
 * left in the clear and carries on; a row changes only if it still names the clear blob, so two
 * instances running it at once do no harm (the loser's copy is removed).
 */
export async function migratePlaintextBlobs(
  deps: { db: Db; objects: ObjectStore; blobs: BlobStore },
  references: readonly BlobReference[],
): Promise<MigrationOutcome> {
  const { db, objects, blobs } = deps;
  const outcome: MigrationOutcome = { rewritten: 0, removed: 0, remaining: 0, problems: [] };
  for await (const key of objects.list()) {
    if (!isPlaintextBlobKey(key)) continue;
    for (const reference of references) {
      const rows = await db
        .select({ id: reference.id, sha256: reference.sha256 })
        .from(reference.table)
        .where(and(eq(reference.key, key), isNotNull(reference.sha256)));
      for (const row of rows) {
        let bytes: Buffer | null;
        try {
          bytes = await blobs.get({ key, sha256: String(row.sha256) });
        } catch (error) {
          outcome.problems.push(
            `${getTableName(reference.table)} ${String(row.id)}: ${(error as Error).message}`,
          );
          continue;
        }
        if (!bytes) continue;
        const copy = await blobs.put(bytes);
        const changed = await db
          .update(reference.table)
          .set({ [propertyOf(reference, reference.key)]: copy.key })
          .where(and(eq(reference.id, row.id), eq(reference.key, key)))
          .returning({ id: reference.id });
        if (changed.length > 0) outcome.rewritten += 1;
        else await objects.remove(copy.key);
      }
    }
    if ((await referencesTo(db, references, key)) === 0) {
      await objects.remove(key);
      outcome.removed += 1;
    }
  }
  for (const reference of references) {
    const [row] = await db.select({ n: count() }).from(reference.table).where(plaintextKey(reference.key));
    outcome.remaining += row?.n ?? 0;
  }
  return outcome;
}
