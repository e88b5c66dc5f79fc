import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import {
  esignSandboxAuthorities,
  esignSandboxTransactions,
  type EsignSandboxTransaction,
} from './esign.schema.ts';

export type NewEsignTransaction = typeof esignSandboxTransactions.$inferInsert;
export type EsignTransactionChange = Partial<Omit<NewEsignTransaction, 'id'>>;

/** Inserts unless the ASP transaction id is taken; answers the row that holds that id either way. */
export async function insertOrFindTransaction(
  db: Db,
  row: NewEsignTransaction,
): Promise<EsignSandboxTransaction> {
  await db.insert(esignSandboxTransactions).values(row).onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(esignSandboxTransactions)
    .where(eq(esignSandboxTransactions.aspTransactionId, row.aspTransactionId));
  if (!stored) throw new Error('The eSign transaction vanished after its insert');
  return stored;
}

/** Locks the transaction for a send or a check. Call inside a transaction. */
export async function lockTransaction(tx: Db, id: string): Promise<EsignSandboxTransaction | undefined> {
  const [row] = await tx
    .select()
    .from(esignSandboxTransactions)
    .where(eq(esignSandboxTransactions.id, id))
    .for('update');
  return row;
}

export async function updateTransaction(db: Db, id: string, change: EsignTransactionChange): Promise<void> {
  await db.update(esignSandboxTransactions).set(change).where(eq(esignSandboxTransactions.id, id));
}

export type StoredAuthority = typeof esignSandboxAuthorities.$inferSelect;

export async function findAuthority(db: Db, id: string): Promise<StoredAuthority | undefined> {
  const [row] = await db.select().from(esignSandboxAuthorities).where(eq(esignSandboxAuthorities.id, id));
  return row;
}

/** Keeps the first authority written under an id: two servers starting together agree on one. */
export async function insertAuthority(db: Db, row: StoredAuthority): Promise<void> {
  await db.insert(esignSandboxAuthorities).values(row).onConflictDoNothing();
}
