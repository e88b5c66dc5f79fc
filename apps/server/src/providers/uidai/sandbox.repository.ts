import { eq, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { uidaiSandboxSessions, type UidaiSandboxSession } from './sandbox.schema.ts';

export type SessionChange = Partial<Omit<UidaiSandboxSession, 'id' | 'createdAt'>>;

/** The number of this new session among all started on any server: 1, 2, 3, ... */
export async function nextSessionStart(db: Db): Promise<number> {
  // Both engines answer raw SQL with rows; int8 comes as a string (pg) or a bigint (PGlite).
  const { rows } = (await db.execute(
    sql`select nextval('uidai_sandbox_session_starts') as started`,
  )) as unknown as {
    rows: Array<{ started: string | bigint | number }>;
  };
  const started = Number(rows[0]?.started);
  if (!Number.isSafeInteger(started)) throw new Error('uidai_sandbox_session_starts gave no number');
  return started;
}

/** Keeps a new session, dropping those expired by its start. */
export async function insertSession(db: Db, row: UidaiSandboxSession): Promise<void> {
  await db.delete(uidaiSandboxSessions).where(lte(uidaiSandboxSessions.expiresAt, row.createdAt));
  await db.insert(uidaiSandboxSessions).values(row);
}

export async function findSession(db: Db, id: string): Promise<UidaiSandboxSession | undefined> {
  const [row] = await db.select().from(uidaiSandboxSessions).where(eq(uidaiSandboxSessions.id, id));
  return row;
}

/** Locks the session until the transaction ends, so its steps run one at a time on any server. */
export async function lockSession(tx: Db, id: string): Promise<UidaiSandboxSession | undefined> {
  const [row] = await tx
    .select()
    .from(uidaiSandboxSessions)
    .where(eq(uidaiSandboxSessions.id, id))
    .for('update');
  return row;
}

export async function updateSession(db: Db, id: string, change: SessionChange): Promise<void> {
  await db.update(uidaiSandboxSessions).set(change).where(eq(uidaiSandboxSessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(uidaiSandboxSessions).where(eq(uidaiSandboxSessions.id, id));
}
