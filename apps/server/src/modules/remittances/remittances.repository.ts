import type { RemittancePayee, RemittanceState } from '@kredo/domain/remittances';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { remittances } from './remittances.schema.ts';

export type RemittanceRow = typeof remittances.$inferSelect;

/** At most this many remittances are listed: the oldest wait behind the newest. */
export const remittanceListLimit = 500;

export async function insertRemittance(tx: Db, row: typeof remittances.$inferInsert): Promise<void> {
  await tx.insert(remittances).values(row);
}

export async function findRemittance(db: Db, id: string): Promise<RemittanceRow | undefined> {
  const [row] = await db.select().from(remittances).where(eq(remittances.id, id));
  return row;
}

export async function lockRemittance(tx: Db, id: string): Promise<RemittanceRow | undefined> {
  const [row] = await tx.select().from(remittances).where(eq(remittances.id, id)).for('update');
  return row;
}

/** The remittance that booked a UTR to a lender's payee, if any. */
export async function remittanceOfReference(
  db: Db,
  lenderId: number,
  payee: RemittancePayee,
  reference: string,
): Promise<RemittanceRow | undefined> {
  const [row] = await db
    .select()
    .from(remittances)
    .where(
      and(
        eq(remittances.lenderId, lenderId),
        eq(remittances.payee, payee),
        eq(remittances.reference, reference),
      ),
    );
  return row;
}

export async function updateRemittance(
  tx: Db,
  id: string,
  changes: Partial<
    Pick<RemittanceRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'entryId' | 'businessDate'>
  >,
): Promise<RemittanceRow> {
  const [row] = await tx.update(remittances).set(changes).where(eq(remittances.id, id)).returning();
  if (!row) throw new Error(`remittance ${id} vanished`);
  return row;
}

/** Remittances newest first, of one status or all. */
export async function selectRemittances(
  db: Db,
  status: RemittanceState | undefined,
): Promise<RemittanceRow[]> {
  return db
    .select()
    .from(remittances)
    .where(status ? eq(remittances.status, status) : undefined)
    .orderBy(desc(remittances.proposedAt), desc(remittances.id))
    .limit(remittanceListLimit);
}

/** What the remittances proposed and not yet decided hold, per lender and payee. */
export async function proposedAmounts(
  db: Db,
): Promise<{ lenderId: number; payee: string; amount: number }[]> {
  const rows = await db
    .select({
      lenderId: remittances.lenderId,
      payee: remittances.payee,
      amount: sql<string>`sum(${remittances.amountPaise})`,
    })
    .from(remittances)
    .where(eq(remittances.status, 'PROPOSED'))
    .groupBy(remittances.lenderId, remittances.payee);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}
