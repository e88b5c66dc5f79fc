import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { documents } from './documents.schema.ts';

export async function listDocumentTypes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ docType: documents.docType })
    .from(documents)
    .where(eq(documents.userId, userId));
  return rows.map((row) => row.docType);
}

export type NewDocument = Omit<typeof documents.$inferInsert, 'id'>;

export async function insertDocuments(db: Db, rows: readonly NewDocument[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(documents).values(rows.map((row) => ({ ...row, id: randomUUID() })));
}
