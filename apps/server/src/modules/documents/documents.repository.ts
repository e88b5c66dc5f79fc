import { randomUUID } from 'node:crypto';

import { and, count, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { users } from '../users/users.schema.ts';
import { documents } from './documents.schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'replacedAt'>;

const currentDocumentsOf = (userId: string | SQLWrapper) =>
  and(eq(documents.userId, userId), isNull(documents.replacedAt));

/** The types of the borrower's current documents, as a value another read embeds (an array). */
export const currentDocumentTypesSql = (userId: SQLWrapper) =>
  sql<
    string[]
  >`array(select distinct ${documents.docType} from ${documents} where ${currentDocumentsOf(userId)})`;

/** The types of the borrower's current documents. */
export async function listDocumentTypes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ docType: documents.docType })
    .from(documents)
    .where(currentDocumentsOf(userId));
  return rows.map((row) => row.docType);
}

/** Holds the borrower's row until the transaction ends, so their uploads are counted one at a time. */
export async function lockUploader(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

export async function countUploads(tx: Db, userId: string, docType: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.docType, docType)));
  return row?.n ?? 0;
}

/**
 * Adds a document as the current one of its type and side; the one it replaces stays as history.
 * Run inside a transaction.
 */
export async function insertCurrentDocument(tx: Db, row: NewDocument): Promise<DocumentRow> {
  await tx
    .update(documents)
    .set({ replacedAt: row.createdAt })
    .where(
      and(
        eq(documents.userId, row.userId),
        eq(documents.docType, row.docType),
        eq(documents.side, row.side ?? 'SINGLE'),
        isNull(documents.replacedAt),
      ),
    );
  const [inserted] = await tx
    .insert(documents)
    .values({ ...row, id: randomUUID() })
    .returning();
  if (!inserted) throw new Error('document insert returned no row');
  return inserted;
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

/** The newest current document of a type (of any side). */
export async function findCurrentDocument(
  db: Db,
  userId: string,
  docType: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.docType, docType), isNull(documents.replacedAt)))
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return row;
}
