import { randomUUID } from 'node:crypto';

import { and, count, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { StatementFileRow } from './bank-statements.repository.ts';
import { statementFiles } from './bank-statements.schema.ts';

/**
 * The queries of the statement reading queue: a borrower's files are counted, added and claimed
 * for reading one at a time, under a lock on that borrower's files.
 */

/** How long a claim holds: the reader's 15 s cap, the blob and the database around it, and room. */
export const READING_LEASE_SECONDS = 60;
/** Readings begun before a file fails without another: one that took its reader down twice. */
export const MAX_READING_ATTEMPTS = 3;

/**
 * Holds the borrower's statement files until the transaction ends (a transaction-scoped advisory
 * lock: other borrowers are not held, and nothing is left locked by a process that dies).
 */
async function lockBorrowerFiles(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`statement-files:${userId}`}, 0))`);
}

/**
 * Adds a file unless the borrower already has `limit` files since `since`: counted and added under
 * the borrower's lock, so concurrent uploads cannot all pass the same count. Undefined when over.
 */
export async function insertStatementFileWithinLimit(
  db: Db,
  row: Omit<typeof statementFiles.$inferInsert, 'id'>,
  since: Date,
  limit: number,
): Promise<StatementFileRow | undefined> {
  return db.transaction(async (tx) => {
    await lockBorrowerFiles(tx, row.userId);
    const [counted] = await tx
      .select({ n: count() })
      .from(statementFiles)
      .where(and(eq(statementFiles.userId, row.userId), gte(statementFiles.createdAt, since)));
    if ((counted?.n ?? 0) >= limit) return undefined;
    const [inserted] = await tx
      .insert(statementFiles)
      .values({ ...row, id: randomUUID() })
      .returning();
    return inserted;
  });
}

export type ReadingClaim =
  | { outcome: 'claimed'; file: StatementFileRow }
  /** Another file of the borrower (or this one) is being read: this one waits its turn. */
  | { outcome: 'busy' }
  /** Already settled, or gone. */
  | { outcome: 'settled' }
  /** Its readings took their reader down too often. */
  | { outcome: 'exhausted' };

/** Claims a QUEUED file for reading when none of its borrower's files is being read. */
export async function claimStatementFile(db: Db, fileId: string): Promise<ReadingClaim> {
  const [seen] = await db
    .select({ userId: statementFiles.userId })
    .from(statementFiles)
    .where(and(eq(statementFiles.id, fileId), eq(statementFiles.status, 'QUEUED')));
  if (!seen) return { outcome: 'settled' };
  return db.transaction(async (tx): Promise<ReadingClaim> => {
    await lockBorrowerFiles(tx, seen.userId);
    const queued = await tx
      .select({
        id: statementFiles.id,
        attempts: statementFiles.readingAttempts,
        reading: sql<boolean>`coalesce(${statementFiles.readingStartedAt} > now() - make_interval(secs => ${READING_LEASE_SECONDS}), false)`,
      })
      .from(statementFiles)
      .where(and(eq(statementFiles.userId, seen.userId), eq(statementFiles.status, 'QUEUED')));
    const target = queued.find((file) => file.id === fileId);
    if (!target) return { outcome: 'settled' };
    if (queued.some((file) => file.reading)) return { outcome: 'busy' };
    if (target.attempts >= MAX_READING_ATTEMPTS) return { outcome: 'exhausted' };
    const [file] = await tx
      .update(statementFiles)
      .set({ readingStartedAt: sql`now()`, readingAttempts: sql`${statementFiles.readingAttempts} + 1` })
      .where(eq(statementFiles.id, fileId))
      .returning();
    return file ? { outcome: 'claimed', file } : { outcome: 'settled' };
  });
}

/** Ends every claim on a QUEUED file: on the embedded database at start, every reader is gone. */
export async function releaseReadingClaims(db: Db): Promise<void> {
  await db
    .update(statementFiles)
    .set({ readingStartedAt: null })
    .where(and(eq(statementFiles.status, 'QUEUED'), isNotNull(statementFiles.readingStartedAt)));
}

/**
 * QUEUED files whose reading may be lost: claimed longer ago than a read can last (its reader
 * died), or unclaimed and waiting since before `waitingBefore` (its job was lost). Every QUEUED
 * file when `everyFile`.
 */
export async function filesToResume(
  db: Db,
  options: { everyFile: boolean; waitingBefore: Date },
): Promise<string[]> {
  const lost = or(
    lt(statementFiles.readingStartedAt, sql`now() - make_interval(secs => ${READING_LEASE_SECONDS})`),
    and(isNull(statementFiles.readingStartedAt), lt(statementFiles.createdAt, options.waitingBefore)),
  );
  const rows = await db
    .select({ id: statementFiles.id })
    .from(statementFiles)
    .where(
      options.everyFile
        ? eq(statementFiles.status, 'QUEUED')
        : and(eq(statementFiles.status, 'QUEUED'), lost),
    )
    .orderBy(statementFiles.createdAt)
    .limit(500);
  return rows.map((row) => row.id);
}
