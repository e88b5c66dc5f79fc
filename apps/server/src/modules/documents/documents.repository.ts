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
