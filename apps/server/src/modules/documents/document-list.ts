import { asc, and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { documents } from './documents.schema.ts';

/** The borrower's current documents (every type and side), oldest first, as the back office lists them. */
export async function currentDocumentsOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: documents.id,
      docType: documents.docType,
      contentType: documents.contentType,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.userId, userId), isNull(documents.replacedAt)))
    .orderBy(asc(documents.createdAt));
  return rows.map((row) => ({
    id: row.id,
    docType: row.docType,
    contentType: row.contentType,
    uploadedAt: row.createdAt.toISOString(),
  }));
}
